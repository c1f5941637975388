/**
 * What a page may do itself with an event on a link: the same-origin anchor it happened in, unless
 * the link opens another window or downloads a file, which the browser does. Used by the site's
 * link navigation and by the admin's leave guard, so both take the same clicks.
 */
export function sameSiteLink(event: Event, selector = 'a[href]'): HTMLAnchorElement | null {
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest(selector);
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

/** A click that means "open here": the main button, no modifier key, not already handled by a component. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

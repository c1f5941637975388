/**
 * Whether the browser holds one of the site's readable flag cookies (`name=1`): the signed-in flag
 * tells the page, before any request, that the visitor has a session worth asking about.
 */
export function hasFlagCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${name}=1`);
}

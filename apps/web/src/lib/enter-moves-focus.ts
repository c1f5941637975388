import type { KeyboardEvent } from 'react';

const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'password', 'url', 'search', 'number']);

const opensList = (element: HTMLElement) => element.getAttribute('role') === 'combobox' || element.hasAttribute('aria-haspopup');

/** Fields a person types into or picks from; read-only texts are passed over. */
const isEnterable = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  ((element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type)) || element instanceof HTMLTextAreaElement) &&
  (!element.readOnly || opensList(element));

const isShown = (element: HTMLElement) => !element.hasAttribute('disabled') && element.getClientRects().length > 0;

/**
 * Enter in an input moves the focus to the next field instead of submitting; in the
 * last field it submits as usual. Attach to a form's onKeyDown. Text areas keep Enter for new lines
 * and select boxes keep it for their lists.
 */
export function moveFocusOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !TEXT_INPUT_TYPES.has(target.type)) return;
  if (target.readOnly || opensList(target)) return;
  const fields = Array.from(event.currentTarget.elements).filter(isEnterable).filter(isShown);
  const index = fields.indexOf(target);
  const next = index >= 0 ? fields[index + 1] : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

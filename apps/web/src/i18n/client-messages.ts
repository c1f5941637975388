import type { Messages } from 'next-intl';

/**
 * Message namespaces read by client components on any public page (the header and its account menu,
 * the session and cart notices, the forms of the home page and the footer). Only these are sent to
 * the browser with every page; server components read every namespace on the server. A client
 * component using a new namespace adds it here, or to ROUTE_NAMESPACES when only some pages show
 * it. The sign-in dialog and the cart popup bring their own texts with their code (`withMessages`).
 */
export const CLIENT_NAMESPACES = [
  'brand',
  'nav',
  'header',
  'language',
  'notify',
  'errors',
  'session',
  'cartNotice',
  'accountMenu',
  'contactForm',
  'promoBanner',
  'quickContact',
  'media',
] as const satisfies readonly (keyof Messages)[];

/**
 * Namespaces whose client components appear on a few pages only: those routes add them with
 * `RouteMessages`, so the other pages do not carry them (a page's HTML holds every message it sends
 * a second time, as data for the browser).
 */
export const ROUTE_NAMESPACES = {
  reportList: ['reportFilters'],
  report: ['reportReader', 'reviews', 'purchases'],
  projectReport: ['investorPopup'],
  payment: ['payments'],
  signIn: ['auth', 'fields', 'forms'],
  account: ['account', 'fields', 'forms'],
  cart: ['cart'],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type RouteMessagesName = keyof typeof ROUTE_NAMESPACES;

/** The messages of the given namespaces, as the browser receives them. */
export function pickMessages<Namespace extends keyof Messages>(
  messages: Messages,
  namespaces: readonly Namespace[],
): Pick<Messages, Namespace> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, Namespace>;
}

export function clientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return pickMessages(messages, CLIENT_NAMESPACES);
}

/** Shared namespaces the admin area's client components read, beside its own `admin*` ones (`reportReader`: the content preview is the reader's own viewer). */
const ADMIN_SHARED_NAMESPACES = [
  'brand',
  'language',
  'notify',
  'errors',
  'fields',
  'forms',
  'reportReader',
] as const satisfies readonly (keyof Messages)[];

/**
 * The admin area's messages for the browser: every `admin*` namespace (one per screen) and the
 * few shared ones. The public pages never send these; the admin never sends the public ones.
 */
export function adminClientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([namespace]) => namespace.startsWith('admin') || (ADMIN_SHARED_NAMESPACES as readonly string[]).includes(namespace),
    ),
  );
}

import type { Messages } from 'next-intl';

/**
 * Message namespaces read by client components. Only these are sent to the browser with each
 * page; server components read every namespace on the server. A client component using a new
 * namespace adds it here.
 */
export const CLIENT_NAMESPACES = [
  'brand',
  'nav',
  'header',
  'language',
  'notify',
  'errors',
  'cart',
  'payments',
  'purchases',
  'reportFilters',
  'reportReader',
  'reviews',
  'contactForm',
  'promoBanner',
  'quickContact',
  'investorPopup',
  'media',
  'auth',
  'fields',
  'forms',
  'account',
] as const satisfies readonly (keyof Messages)[];

export function clientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >;
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

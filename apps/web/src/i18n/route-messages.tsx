import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickMessages, ROUTE_NAMESPACES, type RouteMessagesName } from './client-messages';
import { MoreMessages } from './more-messages';

/** The messages of the client components that only this route's pages show (ROUTE_NAMESPACES). */
export async function RouteMessages({ route, children }: { route: RouteMessagesName; children: ReactNode }) {
  const messages = await getMessages();
  return <MoreMessages messages={pickMessages(messages, ROUTE_NAMESPACES[route])}>{children}</MoreMessages>;
}

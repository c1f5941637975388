import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A page of rows the database keeps as JSON text, their public cards (decision 0165). Such a reply
 * is spliced as text: parsing the rows and encoding them again was most of what a list cost the
 * API. The endpoint's reply schema still describes them, and the API tests hold every such reply to
 * it, as the serialiser does for the others.
 */
export interface ReadyPage {
  cards: readonly string[];
  total: number;
  page: number;
  pageSize: number;
}

export function sendReadyPage(reply: FastifyReply, { cards, total, page, pageSize }: ReadyPage): FastifyReply {
  const result = `{"items":[${cards.join(',')}],"total":${total},"page":${page},"page_size":${pageSize}}`;
  return reply.type(JSON_CONTENT_TYPE).send(`{"code":200,"message":"OK","result":${result}}`);
}

/** The same cards as objects, for a reply that nests them in a larger one. */
export function parseCards<T>(cards: readonly string[]): T[] {
  return cards.map((card) => JSON.parse(card) as T);
}

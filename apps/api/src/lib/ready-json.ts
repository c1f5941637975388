import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A reply's JSON text made from rows the database keeps as JSON, their public cards (decision
 * 0165). It is sent as it is: parsing the rows and encoding them again was most of what a list cost
 * the API. The endpoint's reply schema still describes it, and the API tests hold every such reply
 * to it, as the serialiser does for the others.
 */
export class ReadyJson {
  constructor(readonly text: string) {}
}

/** A result made ready by the database, in the envelope every reply has. */
export function readyResult(result: string): ReadyJson {
  return new ReadyJson(`{"code":200,"message":"OK","result":${result}}`);
}

/** A page of cards, as the database joined them (`findCardPage`), in the envelope every list answers with. */
export function readyPage(cards: string, total: number, page: number, pageSize: number): ReadyJson {
  return readyResult(`{"items":[${cards}],"total":${total},"page":${page},"page_size":${pageSize}}`);
}

export function sendReady(reply: FastifyReply, ready: ReadyJson): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(ready.text);
}

/** The same cards as objects, for a reply that nests them in a larger one. */
export function parseCards<T>(cards: string): T[] {
  return JSON.parse(`[${cards}]`) as T[];
}

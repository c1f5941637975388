import type { ServerResponse } from 'node:http';
import type { InlineStylesheet } from './first-visit-styles.mjs';

/** A first visit's page: its stylesheets inlined (by address) and the cookie that marks it sent. */
export interface FirstVisit {
  stylesheet(href: string): InlineStylesheet | undefined;
  cookie: string;
}

export const GATE_SCRIPT: string;
export function createPageRewrite(
  nonce: string,
  options?: { stylesheet?: FirstVisit['stylesheet'] },
): { push(piece: string): string; end(): string };
export function scriptNonce(policy: unknown): string | undefined;
export function rewritePage(response: ServerResponse, firstVisit?: FirstVisit): void;

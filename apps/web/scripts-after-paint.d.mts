import type { ServerResponse } from 'node:http';

export const GATE_SCRIPT: string;
export function createScriptsAfterPaint(nonce: string): { push(piece: string): string; end(): string };
export function scriptNonce(policy: unknown): string | undefined;
export function deferPageScripts(response: ServerResponse): void;

import type { IncomingHttpHeaders } from 'node:http';

export type Trust = (address: string, hop: number) => boolean;
export function compileTrust(setting?: string): Trust;
export function clientAddress(request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } }, trust: Trust): string;

import { MomoUnreachable, type MomoTransport } from './momo-client.js';

/** MoMo over HTTPS: JSON in, JSON out, and a time limit so a slow gateway cannot hold a request. */
export function httpTransport(endpoint: string, timeoutMs: number): MomoTransport {
  const base = endpoint.replace(/\/+$/, '');
  return async (path, body) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MomoUnreachable(`MoMo ${path} could not be reached`, { cause: error });
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new MomoUnreachable(`MoMo ${path} answered ${response.status} without JSON`, { cause: error });
    }
  };
}

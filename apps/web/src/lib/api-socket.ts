import { Agent, Pool, setGlobalDispatcher } from 'undici';
import { apiUrl } from './api-url';

/**
 * How the web server connects to the API: over the API's Unix socket when both run on one host and
 * API_SOCKET names it (`npm start` does), over TCP to API_URL otherwise. A request through a socket
 * costs both processes less than one over loopback TCP, on the hop every browser call to the API
 * takes (decision 0185). The address stays API_URL's: only the connection changes.
 */
export function apiConnectOptions(): { socketPath?: string } {
  const socketPath = process.env.API_SOCKET?.trim();
  return socketPath ? { socketPath } : {};
}

/**
 * Sends the web server's own calls to the API (the pages' reads, a session's renewal, both through
 * Node's `fetch`) over the same connection as the gateway: the API's origin through its socket,
 * any other origin as Node would reach it. Nothing changes when no socket is set.
 */
export function connectFetchToApiSocket(): void {
  const { socketPath } = apiConnectOptions();
  if (!socketPath) return;
  const apiOrigin = new URL(apiUrl()).origin;
  setGlobalDispatcher(
    new Agent({
      factory: (origin, options) => new Pool(origin, new URL(String(origin)).origin === apiOrigin ? { ...options, socketPath } : options),
    }),
  );
}

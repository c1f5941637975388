import { lstatSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';

/**
 * A socket's peer has no address. It is a process of this host that may write to the socket's file,
 * so it is named as loopback, the peer the trust rules already take for the web server beside the
 * API (TRUST_PROXY, default `loopback`): the visitor's address it forwards counts for the rate
 * limits and the logs, as it does over TCP.
 */
function namedAsLoopback(socket: Socket): Socket {
  Object.defineProperty(socket, 'remoteAddress', { value: '127.0.0.1' });
  Object.defineProperty(socket, 'remoteFamily', { value: 'IPv4' });
  return socket;
}

/** Removes a socket file left by an API that stopped without closing; never any other kind of file. */
function removeStaleSocket(socketPath: string): void {
  try {
    if (!lstatSync(socketPath).isSocket()) throw new Error(`API_SOCKET ${socketPath} exists and is not a socket`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  rmSync(socketPath);
}

/**
 * Serves the HTTP server's requests on a Unix socket as well as on its port (decision 0185). Call
 * after the port is listening: a second API on the same port has then failed before touching the
 * file. Closing the returned listener stops new connections and removes the file; those already
 * open belong to the HTTP server and close with it.
 */
export async function listenOnSocket(server: HttpServer, socketPath: string): Promise<Server> {
  removeStaleSocket(socketPath);
  const listener = createServer((socket) => server.emit('connection', namedAsLoopback(socket)));
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(socketPath, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  return listener;
}

import { lstatSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';

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

/** Whether a process accepts connections on the socket file. */
function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Removes a socket file left by a process that stopped without closing it; never a socket that a
 * running process still listens on, nor any other kind of file.
 */
async function removeStaleSocket(socketPath: string): Promise<void> {
  try {
    if (!lstatSync(socketPath).isSocket()) throw new Error(`API_SOCKET ${socketPath} exists and is not a socket`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (await socketAnswers(socketPath)) throw new Error(`API_SOCKET ${socketPath} is in use by another process`);
  rmSync(socketPath);
}

/**
 * Serves the HTTP server's requests on a Unix socket as well as on its port (decision 0185). Call
 * after the port is listening: a second API on the same port has then failed before touching the
 * file, and one on another port finds the socket answering. Closing the returned listener stops new
 * connections and removes the file; those already open belong to the HTTP server and close with it.
 */
export async function listenOnSocket(server: HttpServer, socketPath: string): Promise<Server> {
  await removeStaleSocket(socketPath);
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

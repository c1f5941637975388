import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenOnSocket } from '../../src/lib/socket-listener.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp | undefined;
let listener: Server | undefined;
let dir: string;
let socketPath: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-socket-'));
  socketPath = path.join(dir, 'api.sock');
});

afterEach(async () => {
  await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)));
  listener = undefined;
  await t?.close();
  t = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** A public read over the socket, as the web server sends it: its status. */
function readOverSocket(forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath,
        // A connection of its own, closed with the answer: nothing stays open when the API closes.
        agent: false,
        path: '/v1/public/blogs',
        headers: { 'accept-language': 'en', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

async function startApi(env: Record<string, string> = {}) {
  t = await createTestApp({ RATE_LIMIT_MAX: '3', ...env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  listener = await listenOnSocket(t.app.server, socketPath);
}

describe('the API on a Unix socket for the web server beside it', () => {
  it('answers over the socket and counts each visitor the web server names, as over loopback TCP', async () => {
    await startApi();
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push(await readOverSocket(`198.51.100.${i}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(lstatSync(socketPath).isSocket()).toBe(true);
  });

  it('counts calls that name no visitor as the local peer, so they share one limit', async () => {
    await startApi();
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push(await readOverSocket());
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('is not a trusted proxy when TRUST_PROXY leaves loopback out: a forged address escapes no limit', async () => {
    await startApi({ TRUST_PROXY: '10.0.0.0/8' });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push(await readOverSocket(`198.51.100.${i}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('takes the place of a socket file left by an API that stopped without closing', async () => {
    // A process killed outright leaves its file behind, with nothing listening on it.
    spawnSync(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(lstatSync(socketPath).isSocket()).toBe(true);
    await startApi();
    expect(await readOverSocket('198.51.100.1')).toBe(200);
  });

  it('refuses to start on a path that holds any other kind of file, and leaves the file as it was', async () => {
    writeFileSync(socketPath, 'not a socket');
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await expect(listenOnSocket(t.app.server, socketPath)).rejects.toThrow(/is not a socket/);
    expect(readFileSync(socketPath, 'utf8')).toBe('not a socket');
  });

  it('leaves a socket that another process still listens on, and refuses to start', async () => {
    const other = createServer((socket) => {
      // The probe that found it listening hangs up at once.
      socket.on('error', () => undefined);
      socket.end('still here');
    });
    await new Promise<void>((resolve) => other.listen(socketPath, resolve));
    try {
      t = await createTestApp();
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      await expect(listenOnSocket(t.app.server, socketPath)).rejects.toThrow(/in use by another process/);
      const greeting = await new Promise<string>((resolve, reject) => {
        const client = connect(socketPath);
        client.setEncoding('utf8');
        let text = '';
        client.on('data', (chunk: string) => (text += chunk));
        client.on('end', () => resolve(text));
        client.on('error', reject);
      });
      expect(greeting).toBe('still here');
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('removes its file when it closes', async () => {
    await startApi();
    await new Promise((resolve) => listener!.close(resolve));
    listener = undefined;
    expect(existsSync(socketPath)).toBe(false);
  });
});

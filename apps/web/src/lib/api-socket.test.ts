import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiGateway } from './api-gateway';
import { apiConnectOptions, connectFetchToApiSocket } from './api-socket';

const dir = mkdtempSync(path.join(tmpdir(), 'web-api-socket-'));
const socketPath = path.join(dir, 'api.sock');
const nodeDispatcher = getGlobalDispatcher();
/** Nothing listens at the API's address (a port just freed): an answer can only have come through the socket. */
let API_URL: string;

/** A server that says which way it was reached. */
function answering(name: string): Server {
  return createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ reached: name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
}

const api = answering('api socket');
const other = answering('other origin');
let otherUrl: string;
let web: Server;
let webUrl: string;

beforeAll(async () => {
  const freed = createServer();
  await new Promise<void>((resolve) => freed.listen(0, '127.0.0.1', resolve));
  API_URL = `http://127.0.0.1:${(freed.address() as AddressInfo).port}/`;
  await new Promise((resolve) => freed.close(resolve));
  await new Promise<void>((resolve) => api.listen(socketPath, resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  process.env.API_URL = API_URL;
  process.env.API_SOCKET = socketPath;
  const gateway = createApiGateway({ '/api/[...path]/route': '/api/[...path]' });
  web = createServer((req, res) => {
    req.headers['x-forwarded-for'] = '198.51.100.7';
    void gateway(req, res);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterEach(() => setGlobalDispatcher(nodeDispatcher));

afterAll(async () => {
  delete process.env.API_URL;
  delete process.env.API_SOCKET;
  await Promise.all([api, other, web].map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

describe('the web server reaching the API over its Unix socket', () => {
  it('connects to the socket that API_SOCKET names, and to nothing when it is empty', () => {
    expect(apiConnectOptions()).toEqual({ socketPath });
    process.env.API_SOCKET = ' ';
    expect(apiConnectOptions()).toEqual({});
    process.env.API_SOCKET = socketPath;
  });

  it("sends a browser's call through the gateway to the socket, with the visitor's address", async () => {
    const reply = await fetch(`${webUrl}/api/v1/public/reports/a-report?lang=en`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ reached: 'api socket', url: '/v1/public/reports/a-report?lang=en', forwardedFor: '198.51.100.7' });
  });

  it("sends the server's own fetches for the API's origin to the socket, and any other origin as before", async () => {
    connectFetchToApiSocket();
    const toApi = await fetch(`${API_URL}v1/public/settings`);
    expect(await toApi.json()).toMatchObject({ reached: 'api socket', url: '/v1/public/settings' });
    const elsewhere = await fetch(`${otherUrl}/page`);
    expect(await elsewhere.json()).toMatchObject({ reached: 'other origin', url: '/page' });
  });

  it("leaves Node's own connections in place when no socket is set", async () => {
    process.env.API_SOCKET = '';
    connectFetchToApiSocket();
    process.env.API_SOCKET = socketPath;
    expect(getGlobalDispatcher()).toBe(nodeDispatcher);
    await expect(fetch(`${API_URL}v1/public/settings`)).rejects.toThrow();
  });
});

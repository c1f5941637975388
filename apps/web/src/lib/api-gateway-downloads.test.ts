import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiGateway } from './api-gateway';

const MB = 1024 * 1024;
let api: Server;
let web: Server;
let webUrl: string;
/** Set when the API stand-in's endless answer was cut off by the gateway. */
let endlessClosed: Promise<boolean>;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.url === '/v1/big') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(8 * MB) });
      // Byte i is i % 251: a piece lost, doubled or reordered on the way changes the sum below.
      const piece = Buffer.alloc(MB);
      let sent = 0;
      const next = () => {
        while (sent < 8) {
          for (let i = 0; i < MB; i += 1) piece[i] = (sent * MB + i) % 251;
          sent += 1;
          if (!res.write(Buffer.from(piece))) return void res.once('drain', next);
        }
        res.end();
      };
      next();
      return;
    }
    endlessClosed = new Promise((resolve) => res.once('close', () => resolve(!res.writableFinished)));
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const timer = setInterval(() => res.write(Buffer.alloc(64 * 1024)), 5);
    res.once('close', () => clearInterval(timer));
  });
  process.env.API_URL = await listen(api);
  const gateway = createApiGateway({ '/api/[...path]/route': '/api/[...path]' });
  web = createServer((req, res) => void gateway(req, res));
  webUrl = await listen(web);
});

afterAll(async () => {
  delete process.env.API_URL;
  await Promise.all([api, web].map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('answers through the /api gateway', () => {
  it('hands a large answer to a reader who keeps pausing whole and in order', async () => {
    const checked = await new Promise<{ length: number; sum: number; header: string | undefined }>((resolve, reject) => {
      request(`${webUrl}/api/v1/big`, (answer) => {
        let length = 0;
        let sum = 0;
        answer.on('data', (chunk: Buffer) => {
          for (let i = 0; i < chunk.length; i += 1) sum = (sum + chunk[i]! * ((length + i) % 7)) % 1_000_000_007;
          length += chunk.length;
          // Reads a piece, then stops for a moment: the gateway must hold the API back meanwhile.
          answer.pause();
          setTimeout(() => answer.resume(), 1);
        });
        answer.on('end', () => resolve({ length, sum, header: answer.headers['content-length'] }));
        answer.on('error', reject);
      })
        .on('error', reject)
        .end();
    });

    let expected = 0;
    for (let i = 0; i < 8 * MB; i += 1) expected = (expected + (i % 251) * (i % 7)) % 1_000_000_007;
    expect(checked).toEqual({ length: 8 * MB, sum: expected, header: String(8 * MB) });
  });

  it('stops asking the API once the visitor has left', async () => {
    await new Promise<void>((resolve) => {
      const call = request(`${webUrl}/api/v1/endless`, (answer) => answer.once('data', () => call.destroy()));
      call.on('close', resolve).end();
    });

    expect(await endlessClosed).toBe(true);
  });
});

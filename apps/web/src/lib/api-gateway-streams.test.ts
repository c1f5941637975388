import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiGateway } from './api-gateway';

const MB = 1024 * 1024;

/** What the API stand-in has received of the upload under way. */
let received = 0;
let api: Server;
let web: Server;
let webPort: number;
/** Set when the API stand-in's endless answer was cut off by the gateway. */
let endlessClosed: Promise<boolean>;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  api = createServer(async (req, res) => {
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
    if (req.url === '/v1/endless') {
      endlessClosed = new Promise((resolve) => res.once('close', () => resolve(!res.writableFinished)));
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const timer = setInterval(() => res.write(Buffer.alloc(64 * 1024)), 5);
      res.once('close', () => clearInterval(timer));
      return;
    }
    received = 0;
    for await (const chunk of req) received += (chunk as Buffer).length;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, message: 'OK', result: { received } }));
  });
  process.env.API_URL = `http://127.0.0.1:${await listen(api)}`;
  const gateway = createApiGateway({ '/api/[...path]/route': '/api/[...path]' });
  web = createServer((req, res) => void gateway(req, res));
  webPort = await listen(web);
});

afterAll(async () => {
  delete process.env.API_URL;
  await Promise.all([api, web].map((server) => new Promise((resolve) => server.close(resolve))));
});

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return condition();
}

/**
 * Posts a multipart body of `size` bytes in 1 MiB writes and, after the first 4 MiB, waits for the
 * API to have received some of it: a gateway that held the body until its end would never let it.
 */
function upload(
  cookie: string,
  size: number,
): Promise<{ status: number; received: number; total: number; reachedApiWhileSending: boolean }> {
  return new Promise((resolve, reject) => {
    const boundary = '----gateway-upload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const total = head.length + size + tail.length;
    const origin = `http://127.0.0.1:${webPort}`;
    const outgoing = request(`${origin}/api/v1/upload/file`, {
      method: 'POST',
      headers: {
        origin,
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total),
      },
    });
    let reachedApiWhileSending = false;
    outgoing.on('response', async (response) => {
      let body = '';
      for await (const chunk of response) body += String(chunk);
      const reply = JSON.parse(body) as { result: { received: number } };
      resolve({ status: response.statusCode ?? 0, received: reply.result.received, total, reachedApiWhileSending });
    });
    outgoing.on('error', reject);
    void (async () => {
      outgoing.write(head);
      const chunk = Buffer.alloc(MB, 7);
      for (let sent = 0; sent < size; sent += MB) {
        if (!outgoing.write(chunk)) await new Promise((drained) => outgoing.once('drain', drained));
        if (sent === 4 * MB) reachedApiWhileSending = await until(() => received > 0, 5000);
      }
      outgoing.end(tail);
    })();
  });
}

describe('uploads through the /api gateway', () => {
  const size = 24 * MB;

  // Tens of megabytes through two local servers: seconds on a busy machine.
  it(
    'streams a large multipart body to the API as it arrives, whole, for a visitor with an access token',
    { timeout: 60_000 },
    async () => {
      const answer = await upload('token=t-1', size);
      expect(answer.status).toBe(200);
      expect(answer.reachedApiWhileSending).toBe(true);
      expect(answer.received).toBe(answer.total);
    },
  );

  it('streams it too for a signed-in visitor whose session the gateway keeps alive', { timeout: 60_000 }, async () => {
    const claims = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    const answer = await upload(`token=h.${claims}.s; long_token=l-1`, size);
    expect(answer.status).toBe(200);
    expect(answer.reachedApiWhileSending).toBe(true);
    expect(answer.received).toBe(answer.total);
  });
});

describe('answers through the /api gateway', () => {
  it('hands a large answer to a reader who keeps pausing whole and in order', async () => {
    const checked = await new Promise<{ length: number; sum: number; header: string | undefined }>((resolve, reject) => {
      request(`http://127.0.0.1:${webPort}/api/v1/big`, (answer) => {
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
      const call = request(`http://127.0.0.1:${webPort}/api/v1/endless`, (answer) => answer.once('data', () => call.destroy()));
      call.on('close', resolve).end();
    });

    expect(await endlessClosed).toBe(true);
  });
});

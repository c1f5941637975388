import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signature } from '../../src/lib/storage/sigv4.js';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * A local S3 stand-in: path-style buckets, PUT/GET/HEAD/DELETE with ranges, and SigV4 checked the way
 * S3 checks it (the signature recomputed from the signed headers, the payload hash compared).
 */
export async function startS3StandIn(credentials: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, StoredObject>();
  const refused: string[] = [];

  const readBody = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
    });

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const auth = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    let valid =
      Boolean(match) && match![1] === credentials.accessKeyId && match![3] === credentials.region && payloadHash === sha256Hex(body);
    if (valid && match) {
      const headers = Object.fromEntries(match[4]!.split(';').map((name) => [name, String(request.headers[name] ?? '')]));
      const expected = signature(
        { method: request.method ?? 'GET', url, headers, payloadHash },
        { ...credentials, service: 's3' },
        amzDate,
      );
      valid = expected.signature === match[5];
    }
    if (!valid) {
      refused.push(`${request.method} ${url.pathname}`);
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname);
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') });
        response.writeHead(200).end();
        return;
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      case 'HEAD':
      case 'GET': {
        if (!object) {
          response.writeHead(404).end();
          return;
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
        const slice = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
        response.writeHead(range ? 206 : 200, {
          'content-type': object.contentType,
          'content-length': String(range ? slice.length : object.body.length),
        });
        response.end(request.method === 'GET' ? slice : undefined);
        return;
      }
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

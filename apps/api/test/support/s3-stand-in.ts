import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
}

interface MultipartUpload {
  key: string;
  contentType: string;
  parts: Map<number, { body: Buffer; etag: string }>;
}

/** The hash the signer takes: SHA-256, keyed (HMAC) when given a secret. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', NodeSha256.bytes(secret));
  }
  private static bytes(data: SourceData): string | Uint8Array {
    if (typeof data === 'string') return data;
    return ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
  }
  update(data: SourceData): void {
    this.hash.update(NodeSha256.bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const md5 = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;
const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
}

function sendXml(response: ServerResponse, xml: string): void {
  response.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
}

/** `20260526T101500Z` as a date. */
function amzDateOf(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : null;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/**
 * A local S3 stand-in speaking the REST wire protocol with path-style buckets: PutObject, the
 * multipart upload (create, upload part, complete, abort), GetObject with ranges, HeadObject and
 * DeleteObject. Every request's Signature Version 4 is checked as S3 checks it: recomputed with
 * the SDK's own signer from the headers the client says it signed, and the payload hash compared
 * with the body received; a mismatch gets S3's XML error.
 */
export async function startS3StandIn(credentials: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();
  const refused: string[] = [];
  const operations: string[] = [];
  const signer = new SignatureV4({
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
    region: credentials.region,
    service: 's3',
    sha256: NodeSha256,
    // S3 signs the path as sent, without encoding it a second time.
    uriEscapePath: false,
  });

  async function signatureHolds(request: IncomingMessage, url: URL, body: Buffer): Promise<string | null> {
    const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
    if (!match) return 'The authorization header is malformed.';
    const [, accessKeyId, day, region, signedHeaders, given] = match;
    if (accessKeyId !== credentials.accessKeyId) return 'The access key does not exist.';
    if (region !== credentials.region) return 'The region is wrong.';
    const signingDate = amzDateOf(String(request.headers['x-amz-date'] ?? ''));
    if (!signingDate || !String(request.headers['x-amz-date']).startsWith(day!)) return 'The request date is missing or wrong.';
    if (Math.abs(Date.now() - signingDate.getTime()) > 15 * 60_000) return 'The request time is too skewed.';
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'The payload hash does not match the body.';
    const headers: Record<string, string> = {};
    for (const name of signedHeaders!.split(';')) {
      const value = request.headers[name];
      if (value === undefined) return `The signed header ${name} is missing.`;
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) query[name] = value;
    const signed = await signer.sign(
      {
        method: request.method ?? 'GET',
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query,
        headers,
        body,
      },
      { signingDate },
    );
    const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1];
    return expected === given ? null : 'The request signature we calculated does not match the signature you provided.';
  }

  function serveObject(request: IncomingMessage, response: ServerResponse, key: string): void {
    const object = objects.get(key);
    if (!object) {
      if (request.method === 'HEAD') response.writeHead(404).end();
      else sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
    const start = range ? Number(range[1]) : 0;
    const end = range ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1;
    const slice = object.body.subarray(start, end + 1);
    response.writeHead(range ? 206 : 200, {
      'content-type': object.contentType,
      'content-length': String(slice.length),
      etag: object.etag,
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${start}-${end}/${object.body.length}` } : {}),
    });
    response.end(request.method === 'GET' ? slice : undefined);
  }

  function completeUpload(response: ServerResponse, bucket: string, key: string, uploadId: string, body: Buffer): void {
    const upload = uploads.get(uploadId);
    if (!upload || upload.key !== key) return sendError(response, 404, 'NoSuchUpload', 'The specified upload does not exist.');
    const listed = [...body.toString().matchAll(/<Part>[\s\S]*?<\/Part>/g)].map((part) => ({
      number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part[0])?.[1]),
      etag: /<ETag>([^<]+)<\/ETag>/.exec(part[0])?.[1]?.replace(/&quot;/g, '"'),
    }));
    const pieces: Buffer[] = [];
    for (const [index, part] of listed.entries()) {
      const stored = upload.parts.get(part.number);
      if (!stored || stored.etag !== part.etag)
        return sendError(response, 400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      if (index > 0 && part.number <= listed[index - 1]!.number)
        return sendError(response, 400, 'InvalidPartOrder', 'The parts are not in order.');
      // Every part but the last must be at least 5 MiB, as S3 requires.
      if (index < listed.length - 1 && stored.body.length < 5 * 1024 * 1024)
        return sendError(response, 400, 'EntityTooSmall', 'A part is too small.');
      pieces.push(stored.body);
    }
    const whole = Buffer.concat(pieces);
    const etag = md5(whole);
    objects.set(key, { body: whole, contentType: upload.contentType, etag });
    uploads.delete(uploadId);
    sendXml(
      response,
      `<CompleteMultipartUploadResult><Location>/${bucket}/${xmlEscape(key)}</Location><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const problem = await signatureHolds(request, url, body);
    if (problem) {
      refused.push(`${request.method} ${url.pathname}`);
      return sendError(response, 403, 'SignatureDoesNotMatch', problem);
    }
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const { searchParams: query } = url;
    const uploadId = query.get('uploadId');
    const method = request.method ?? 'GET';
    const contentType = String(request.headers['content-type'] ?? 'application/octet-stream');

    if (method === 'POST' && query.has('uploads')) {
      const id = randomUUID();
      uploads.set(id, { key, contentType, parts: new Map() });
      operations.push(`CreateMultipartUpload ${key}`);
      return sendXml(
        response,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (method === 'PUT' && query.has('partNumber')) {
        if (!upload) return sendError(response, 404, 'NoSuchUpload', 'The specified upload does not exist.');
        const etag = md5(body);
        upload.parts.set(Number(query.get('partNumber')), { body, etag });
        operations.push(`UploadPart ${key} ${query.get('partNumber')}`);
        return response.writeHead(200, { etag }).end();
      }
      if (method === 'POST') {
        operations.push(`CompleteMultipartUpload ${key}`);
        return completeUpload(response, bucket, key, uploadId, body);
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        operations.push(`AbortMultipartUpload ${key}`);
        return response.writeHead(204).end();
      }
    }
    switch (method) {
      case 'PUT': {
        const etag = md5(body);
        objects.set(key, { body, contentType, etag });
        operations.push(`PutObject ${key}`);
        return response.writeHead(200, { etag }).end();
      }
      case 'DELETE':
        objects.delete(key);
        operations.push(`DeleteObject ${key}`);
        return response.writeHead(204).end();
      case 'HEAD':
      case 'GET':
        return serveObject(request, response, key);
      // What S3 itself answers for a method an object does not take.
      default:
        return sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Stored objects by key. */
    objects,
    /** Multipart uploads begun and neither completed nor aborted. */
    uploads,
    /** The requests refused for their signature. */
    refused,
    /** The S3 operations served, in order. */
    operations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as AWS wants it: everything but unreserved characters, `/` kept in paths. */
export function awsEncode(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

export interface SignableRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
}

/** The canonical request, string to sign and signature of AWS Signature Version 4. */
export function signature(
  request: SignableRequest,
  credentials: SigV4Credentials,
  amzDate: string,
): { signedHeaders: string; signature: string; scope: string } {
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((name) => `${name}:${String(lowered[name]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([k, v]) => [awsEncode(k, false), awsEncode(v, false)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [request.method, request.url.pathname, query, canonicalHeaders, signedHeaders, request.payloadHash].join('\n');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, credentials.service, 'aws4_request']) key = hmac(key, part);
  return { signedHeaders, signature: createHmac('sha256', key).update(stringToSign).digest('hex'), scope };
}

export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Adds the AWS authorisation headers to a request. */
export function signRequest(request: SignableRequest, credentials: SigV4Credentials, now = new Date()): Record<string, string> {
  const amzDate = amzDateOf(now);
  const headers = { ...request.headers, host: request.url.host, 'x-amz-date': amzDate, 'x-amz-content-sha256': request.payloadHash };
  const signed = signature({ ...request, headers }, credentials, amzDate);
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${signed.scope}, SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`,
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The fields MoMo signs, in the order its API v2 documentation gives them (alphabetical). The raw
 * string is `key=value` pairs joined by `&`, and the signature is its HMAC-SHA256 in hex.
 */
export const CREATE_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

/** A payment result: the IPN body, and the query string of the return URL. */
export const RESULT_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

export const QUERY_FIELDS = ['accessKey', 'orderId', 'partnerCode', 'requestId'] as const;

export type SignedValues<F extends readonly string[]> = Record<F[number], string | number>;

export function rawSignature<F extends readonly string[]>(fields: F, values: SignedValues<F>): string {
  return fields.map((field) => `${field}=${values[field as F[number]]}`).join('&');
}

export function momoSignature<F extends readonly string[]>(fields: F, values: SignedValues<F>, secretKey: string): string {
  return createHmac('sha256', secretKey).update(rawSignature(fields, values)).digest('hex');
}

/** Compares in constant time, so a forged signature cannot be guessed byte by byte. */
export function signatureMatches<F extends readonly string[]>(
  fields: F,
  values: SignedValues<F>,
  secretKey: string,
  given: string,
): boolean {
  const expected = Buffer.from(momoSignature(fields, values, secretKey), 'utf8');
  const actual = Buffer.from(given.toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

import { z } from 'zod';
import type { PermissionItemCode } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an operation: anyone, a signed-in user, staff holding any admin item permission, or
 * staff holding one admin item permission.
 * 'anonymous' is for the operations that start or end a session (sign-in, refresh, logout, reset):
 * a stale bearer sent along must not stop a caller from getting a fresh one.
 */
export type Access = 'public' | 'anonymous' | 'user' | 'staff' | { permission: PermissionItemCode };

/**
 * One API operation, described once for both sides: the API registers its route from it (request
 * validation, reply serialisation, OpenAPI) and the web client builds the call from it and checks
 * the reply against `reply`. A changed path or field then breaks the build or the tests instead of
 * a page. `reply` is the envelope's `result`; the envelope itself is the same for every endpoint.
 */
export interface Endpoint {
  method: HttpMethod;
  access: Access;
  /** Fastify's pattern, `:name` for a path parameter. */
  path: string;
  summary: string;
  params?: z.ZodType;
  /** Request headers the operation reads (an idempotency key); the client sends them as call options. */
  headers?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body is a multipart form whose field `file` holds one file, streamed by the handler instead
   * of parsed and validated up front (uploads).
   */
  multipart?: { file: string };
  reply: z.ZodType;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: z.ZodType }
  ? { [P in K]: InputOf<E[P]> }
  : { [P in K]?: never };

/** What a caller sends: the inputs of the endpoint's schemas, each present only when declared. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** The `result` of the reply, as the client holds it after decoding (dates as `Date`). */
export type EndpointReply<E extends Endpoint> = z.output<E['reply']>;

/** The path with its parameters filled in, each encoded as one path segment. */
export function endpointPath(endpoint: Endpoint, params: Record<string, string | number> | undefined): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A moment on the wire: an ISO 8601 string in JSON, a `Date` in code on both sides. The API's
 * reply serialiser encodes it and the web client decodes it with the same schema.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

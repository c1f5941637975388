import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@app/contracts/endpoint.js';
import { envelopeSchema, type Envelope } from '@app/contracts/envelope.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as the endpoint's schemas left it: validated, coerced and with defaults filled. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
  Headers: Parsed<E['headers']>;
}>;

export interface EndpointRouteOptions<E extends Endpoint = Endpoint> {
  /** The OpenAPI group the operation is listed under. */
  tags: string[];
  /** Route settings beyond access, such as a stricter rate limit. */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  /** Runs before validation: a reply cache answering early, or filters moved from the query into the body. */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  /**
   * The server's stricter form of the endpoint's body, for a check whose data stays on the server
   * (the list of common passwords). It refuses more than the endpoint's body, never less.
   */
  body?: z.ZodType<z.output<NonNullable<E['body']>>, z.input<NonNullable<E['body']>>>;
}

/**
 * Registers the route of a contract endpoint: its method, path, access, request schemas and the
 * envelope of its reply all come from the one description the web client also calls. The handler
 * answers the envelope, or the reply it has sent itself (a reply cache sending stored text).
 */
export function routeEndpoint<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: EndpointRouteOptions<E>,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Envelope<z.output<E['reply']>> | FastifyReply>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      tags: options.tags,
      summary: endpoint.summary,
      // A multipart body is read by the handler as a stream, so it has no schema to check up front.
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...((options.body ?? endpoint.body) ? { body: options.body ?? endpoint.body } : {}),
      response: { 200: envelopeSchema(endpoint.reply) },
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<Envelope<unknown>>,
  });
}

/**
 * Registers a contract endpoint whose reply is a file the handler streams itself (an export), not
 * the JSON envelope: access and request validation still come from the contract.
 */
export function routeFileEndpoint<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access },
    schema: {
      tags: options.tags,
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
  });
}

import './zod-in-browser';
import { endpointPath, type Endpoint, type EndpointInput, type EndpointReply } from '@app/contracts/endpoint';
import type { Envelope } from '@app/contracts/envelope';
import { apiEnvelope, ApiError, type ApiRequestOptions } from './api-client';

export type CallOptions = Omit<ApiRequestOptions, 'method' | 'query' | 'body'>;

/**
 * Calls a contract endpoint and answers the whole envelope (its message is the one a form shows):
 * method and path come from its description, and the result is decoded with its schema (dates
 * become `Date`), so an API that answers something else fails here, loudly, instead of in a component.
 */
export async function callEndpointEnvelope<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<Envelope<EndpointReply<E>>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: ApiRequestOptions['query']; body?: unknown };
  const envelope = await apiEnvelope<unknown>(endpointPath(endpoint, params), { ...options, method: endpoint.method, query, body });
  const decoded = endpoint.reply.safeParse(envelope.result);
  if (!decoded.success) {
    console.error(`[api] ${endpoint.method} ${endpoint.path} answered outside its contract`, decoded.error.issues);
    throw new ApiError(0, '', { body: envelope.result });
  }
  return { ...envelope, result: decoded.data as EndpointReply<E> };
}

/** Calls a contract endpoint and answers its decoded `result`. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointReply<E>> {
  return (await callEndpointEnvelope(endpoint, input, options)).result;
}

import { endpointPath, type Endpoint, type EndpointInput, type EndpointReply } from '@app/contracts/endpoint';
import { apiEnvelope, ApiError, type ApiRequestOptions } from './api-client';

export type CallOptions = Omit<ApiRequestOptions, 'method' | 'query' | 'body'>;

/**
 * Calls a contract endpoint and keeps the envelope's message (a change's "Cập nhật thành công"):
 * method and path come from its description, and the result is decoded with its schema (dates
 * become `Date`), so an API that answers something else fails here, loudly, not in a component.
 */
export async function sendEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<{ message: string; result: EndpointReply<E> }> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: ApiRequestOptions['query']; body?: unknown };
  const envelope = await apiEnvelope<unknown>(endpointPath(endpoint, params), { ...options, method: endpoint.method, query, body });
  const decoded = endpoint.reply.safeParse(envelope.result);
  if (!decoded.success) {
    console.error(`[api] ${endpoint.method} ${endpoint.path} answered outside its contract`, decoded.error.issues);
    throw new ApiError(0, '', { body: envelope });
  }
  return { message: envelope.message, result: decoded.data as EndpointReply<E> };
}

/** Calls a contract endpoint for its decoded result. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointReply<E>> {
  return (await sendEndpoint(endpoint, input, options)).result;
}

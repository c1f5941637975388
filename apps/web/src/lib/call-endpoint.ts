import { endpointPath, type Endpoint, type EndpointInput, type EndpointReply } from '@app/contracts/endpoint';
import { apiRequest, ApiError, type ApiRequestOptions } from './api-client';

export type CallOptions = Omit<ApiRequestOptions, 'method' | 'query' | 'body'>;

/**
 * Calls a contract endpoint: method and path come from its description, and the reply is decoded
 * with its schema (dates become `Date`), so an API that answers something else fails here, loudly,
 * instead of in a component.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointReply<E>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: ApiRequestOptions['query']; body?: unknown };
  const result = await apiRequest<unknown>(endpointPath(endpoint, params), { ...options, method: endpoint.method, query, body });
  const decoded = endpoint.reply.safeParse(result);
  if (!decoded.success) {
    console.error(`[api] ${endpoint.method} ${endpoint.path} answered outside its contract`, decoded.error.issues);
    throw new ApiError(0, '', { body: result });
  }
  return decoded.data as EndpointReply<E>;
}

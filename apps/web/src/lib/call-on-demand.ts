import type { Endpoint, EndpointInput, EndpointReply } from '@app/contracts/endpoint';
import type { Envelope } from '@app/contracts/envelope';
import type { CallOptions } from './call-endpoint';

/**
 * `callEndpoint` for code in a public page's first load: the endpoint's description, and zod with
 * it, is fetched when the call is first made instead of with the page, whose weight is a product
 * target (decision 0121). `load` imports the contract, e.g.
 * `() => import('@app/contracts/contacts').then((contract) => contract.contactEndpoints.request)`.
 */
export async function callOnDemandEnvelope<E extends Endpoint>(
  load: () => Promise<E>,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<Envelope<EndpointReply<E>>> {
  // The client first: it sets zod up for the browser before the contract builds its schemas.
  const { callEndpointEnvelope } = await import('./call-endpoint');
  const endpoint = await load();
  return callEndpointEnvelope(endpoint, input, options);
}

export async function callOnDemand<E extends Endpoint>(
  load: () => Promise<E>,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<EndpointReply<E>> {
  return (await callOnDemandEnvelope(load, input, options)).result;
}

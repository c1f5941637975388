import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may tell this server who the visitor is: a hop count, or addresses, CIDR ranges and
 * the names `loopback`, `linklocal` and `uniquelocal`, separated by commas (as the API's
 * TRUST_PROXY). A bad value throws, so the server does not start on a setting it cannot honour.
 */
export function compileTrust(setting = 'loopback') {
  const value = setting.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
}

/**
 * The visitor's address as this server saw it: the connecting peer, or, when that peer is a
 * trusted proxy, the address that proxy (and any trusted one before it) named. What an untrusted
 * visitor wrote in X-Forwarded-For is never taken.
 */
export function clientAddress(request, trust) {
  return proxyAddr(request, trust);
}

/**
 * The web server: Next.js behind Node's HTTP server, which writes the visitor's address into
 * X-Forwarded-For before Next reads it. `next start` keeps a header the visitor sent, so anyone
 * could otherwise name any address to the API's rate limits and logs (decision 0090).
 *
 *   node server.mjs [--port 3000] [--hostname 0.0.0.0]
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { clientAddress, compileTrust } from './client-address.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' }, hostname: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
const trust = compileTrust(process.env.WEB_TRUST_PROXY);

const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers['x-forwarded-for'] = clientAddress(request, trust);
  void handle(request, response);
});
server.listen(port, hostname, () =>
  console.log(`Web server listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

/**
 * The web server: Next.js behind Node's HTTP server, which writes the visitor's address into
 * X-Forwarded-For before Next reads it. `next start` keeps a header the visitor sent, so anyone
 * could otherwise name any address to the API's rate limits and logs (decision 0090).
 * The browser's calls to `/api/*` are forwarded to the API here, before Next.js, by the gateway of
 * src/lib/api-gateway.ts, bundled when the server starts (decision 0136), over the API's Unix socket
 * when API_SOCKET names one (decision 0185).
 * A page's scripts are rewritten to start after its first paint (decision 0173), which is why this
 * server, not Next, compresses: the compression must see the rewritten HTML. A visitor's first page
 * carries its stylesheets and fonts in its HTML (decision 0186).
 *
 *   node server.mjs [--port 3000] [--hostname 0.0.0.0]
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import { build } from 'esbuild';
import { parseArgs } from 'node:util';
import next from 'next';
import { clientAddress, compileTrust } from './client-address.mjs';
import { createStylesheetReader, hasStyles, stylesCookie } from './first-visit-styles.mjs';
import { rewritePage } from './scripts-after-paint.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' }, hostname: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
const trust = compileTrust(process.env.WEB_TRUST_PROXY);

const dir = fileURLToPath(new URL('.', import.meta.url));
const distDir = `${dir}${process.env.WEB_DIST_DIR ?? '.next'}`;
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** The gateway's TypeScript, bundled in memory: one module with nothing left to resolve. */
async function loadApiGateway() {
  const bundle = await build({
    entryPoints: [`${dir}src/lib/api-gateway.ts`],
    tsconfig: `${dir}tsconfig.json`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    // The bundle is imported from memory, where `require` does not exist: undici, bundled with it,
    // requires Node's own modules.
    banner: { js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(`${dir}server.mjs`)});` },
  });
  const { createApiGateway, connectFetchToApiSocket } = await import(
    `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].contents).toString('base64')}`
  );
  const routes = JSON.parse(await readFile(`${distDir}/app-path-routes-manifest.json`, 'utf8'));
  connectFetchToApiSocket();
  return createApiGateway(routes);
}
const serveApi = await loadApiGateway();
const buildId = (await readFile(`${distDir}/BUILD_ID`, 'utf8')).trim();
const firstVisit = { stylesheet: createStylesheetReader(`${distDir}/static`), cookie: stylesCookie(buildId) };
/**
 * Brotli at quality 5, not the package's 4: pages come out 7-9% smaller (the home page 27.3 KB
 * instead of 30.0) and scripts 5-6%, for under a millisecond more per page. Every other request of a
 * page waits for its document. 6 saves little more; from 7 up the time triples.
 */
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

const server = createServer((request, response) => {
  request.headers['x-forwarded-for'] = clientAddress(request, trust);
  serveApi(request, response).then(
    (served) => {
      if (served) return;
      compress(request, response, () => {
        rewritePage(response, hasStyles(request.headers.cookie, buildId) ? undefined : firstVisit);
        void handle(request, response);
      });
    },
    (error) => {
      // The visitor left while the answer streamed, or the socket broke: nothing more can be sent.
      if (!response.headersSent) console.error('[api-gateway]', error);
      response.destroy();
    },
  );
});
// Node ends a request still arriving after five minutes; a staff member's video upload takes as long
// as their line needs. The headers must still arrive within `headersTimeout` (a minute).
server.requestTimeout = 0;
server.listen(port, hostname, () =>
  console.log(`Web server listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

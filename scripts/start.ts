/**
 * `npm start`: builds the web app when its sources changed, then runs the API (which migrates and
 * seeds the embedded database when it is empty) and the web server, and prints where to go. It is
 * the demo shop unless NODE_ENV=production is set.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '../apps/api/src/db/seed/demo/accounts.js';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
// The web server reaches the API beside it over a Unix socket (decision 0185); `API_SOCKET=` turns it off.
const apiSocket = process.env.API_SOCKET ?? path.join(tmpdir(), `senvang-api-${apiPort}.sock`);
// Next's own entry, run by this Node: an `npx` wrapper would outlive a stop and keep the port.
const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');
const env = {
  ...process.env,
  API_PORT: apiPort,
  API_URL: apiUrl,
  API_SOCKET: apiSocket,
  NEXT_TELEMETRY_DISABLED: '1',
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
  // The API tells the web server which pages to render anew after a change (decision 0077).
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('base64url'),
  WEB_REVALIDATE_URL: process.env.WEB_REVALIDATE_URL ?? `http://127.0.0.1:${webPort}/api/revalidate`,
};

/** The newest change under a folder: a file written, or one removed or renamed (which changes its folder). */
function newestChange(dir: string): number {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next') || entry.name.endsWith('.test.ts')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webNeedsBuild(): boolean {
  const buildId = path.join(webDir, process.env.WEB_DIST_DIR ?? '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = [path.join(webDir, 'src'), path.join(root, 'packages/contracts/src'), path.join(webDir, 'public')].filter(existsSync);
  const configs = ['next.config.ts', 'package.json', 'postcss.config.mjs'].map((f) => path.join(webDir, f)).filter(existsSync);
  return Math.max(...sources.map(newestChange), ...configs.map((f) => statSync(f).mtimeMs)) > built;
}

function portInUse(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port: Number(port), host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

for (const port of [apiPort, webPort]) {
  if (await portInUse(port)) {
    console.error(`Port ${port} is already in use: stop what runs there (or set API_PORT / WEB_PORT) and start again.`);
    process.exit(1);
  }
}

if (webNeedsBuild()) {
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: webDir, env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    void stop(1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
async function stop(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// A demo unless NODE_ENV=production is asked for: the built-in MoMo stand-in takes payments, which
// the API allows only outside production, and request log lines stay off as in production
// (decisions 0012 and 0086).
const production = process.env.NODE_ENV === 'production';
const apiEnv: Record<string, string> = production
  ? { NODE_ENV: 'production' }
  : {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      MOMO_DEMO: process.env.MOMO_DEMO ?? 'true',
      LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'false',
    };
run('API', process.execPath, ['--import', 'tsx', 'src/server.ts'], path.join(root, 'apps/api'), apiEnv);
await waitFor(`${apiUrl}/health`, 300_000);
// Next.js behind the server that writes the visitor's address for the API (apps/web/server.mjs).
run('Web', process.execPath, ['server.mjs', '--port', webPort], webDir, { NODE_ENV: 'production' });
await waitFor(`http://localhost:${webPort}/`, 120_000);

console.log(`\nReady on http://localhost:${webPort}  (API ${apiUrl}, OpenAPI http://localhost:${webPort}/docs)\n`);
if (apiEnv.MOMO_DEMO === 'true') {
  console.log('Demo shop: MoMo payments go to a built-in stand-in and cost nothing. For a real shop: NODE_ENV=production npm start\n');
}
console.log('Demo accounts (username / password):');
for (const account of demoAccounts) console.log(`  ${account.username.padEnd(12)} ${account.password.padEnd(14)} ${account.description}`);
console.log('');

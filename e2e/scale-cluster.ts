/**
 * The shop as docs/deploy.md scales it: two API processes and two web processes on one PostgreSQL
 * and one Redis, each pair behind a small balancer. The web processes run the build the end-to-end
 * stories use (WEB_DIST_DIR as usual); the database and the Redis database are this run's own and
 * are dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');

/** Clear of the ports of the shop the other end-to-end stories run (3000 and 4000 by default). */
const PORTS = { api: [5101, 5102], web: [5111, 5112], apiBalancer: 5120, webBalancer: 5121 } as const;

/** Which process a balanced request must reach (1 or 2); without it, they take turns. */
export const BACKEND_HEADER = 'x-backend';

/** Redis databases this suite may claim, one per run, so concurrent runs never share keys. */
const REDIS_DATABASES = [15, 14, 13, 12, 11, 10, 9, 8];
const CLAIM_KEY = 'scale-suite:claimed';

class Service {
  child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly command: string[],
    private readonly cwd: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
    private readonly readyPath: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (await this.answers()) throw new Error(`${this.name}: port ${this.port} is taken by another program`);
    const log = openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, this.command, { cwd: this.cwd, env: this.env, stdio: ['ignore', log, log] });
    closeSync(log);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) break;
      if (await this.answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`${this.name} did not start; its output:\n${this.output()}`);
  }

  /** The end of what the process has written, for the report of a story that failed. */
  output(chars = 4000): string {
    return readFileSync(this.logFile, 'utf8').slice(-chars);
  }

  private answers(): Promise<boolean> {
    return fetch(this.url + this.readyPath, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.ok)
      .catch(() => false);
  }

  /** SIGKILL: the process gets no chance to finish what it was doing. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/**
 * Hands each request to the process the test names in BACKEND_HEADER, or to each in turn. A process
 * that refuses the connection is passed over, as a load balancer's health check would; a request
 * cut off inside a process is answered 502, as a balancer would.
 */
function startBalancer(port: number, backends: readonly Service[]): Promise<http.Server> {
  let turn = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const picked = Number(request.headers[BACKEND_HEADER]);
      const order = picked >= 1 && picked <= backends.length ? [picked - 1] : backends.map((_, i) => (turn + i) % backends.length);
      turn = (turn + 1) % backends.length;
      const headers = { ...request.headers };
      delete headers[BACKEND_HEADER];
      const attempt = (index: number) => {
        const backend = backends[order[index]!]!;
        const upstream = http.request(
          // A connection per request: a kept-alive one to a killed process would fail a request that
          // could have gone to the other.
          { host: '127.0.0.1', port: backend.port, method: request.method, path: request.url, headers, agent: false },
          (answer) => {
            // Hop-by-hop headers describe the process's connection to the balancer, not the balancer's
            // to its client: passed on, the API's "keep-alive: timeout=72" would have the web processes
            // reuse a connection the balancer closes after its own five seconds, and fail a request.
            const { connection: _connection, 'keep-alive': _keepAlive, ...forwarded } = answer.headers;
            response.writeHead(answer.statusCode ?? 502, { ...forwarded, [BACKEND_HEADER]: String(order[index]! + 1) });
            // An answer cut off halfway reaches the client cut off too, not as a request left hanging.
            answer.on('error', () => response.destroy());
            answer.pipe(response);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && index + 1 < order.length) return attempt(index + 1);
          if (!response.headersSent) response.writeHead(502, { [BACKEND_HEADER]: String(order[index]! + 1) });
          response.end();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function claimRedisDatabase(baseUrl: string, runId: string): Promise<{ url: string; client: Redis }> {
  for (const db of REDIS_DATABASES) {
    const url = new URL(baseUrl);
    url.pathname = `/${db}`;
    const client = new Redis(url.toString(), { lazyConnect: true });
    await client.connect();
    if ((await client.set(CLAIM_KEY, runId, 'EX', 900, 'NX')) === 'OK') {
      // A run that died without cleaning up may have left keys behind.
      await client.flushdb();
      await client.set(CLAIM_KEY, runId, 'EX', 900);
      return { url: url.toString(), client };
    }
    await client.quit();
  }
  throw new Error(`Every Redis database this suite may use (${REDIS_DATABASES.join(', ')}) is claimed by another run`);
}

export interface Cluster {
  api: readonly [Service, Service];
  web: readonly [Service, Service];
  apiUrl: string;
  webUrl: string;
  db: pg.Pool;
  redis: Redis;
  /** The end of every process's output, labelled. */
  outputs(): string;
  stop(): Promise<void>;
}

export async function startCluster(databaseUrl: string, redisUrl: string): Promise<Cluster> {
  const runId = randomBytes(6).toString('hex');
  const logs = mkdtempSync(path.join(tmpdir(), 'scale-logs-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scale-data-'));
  const adminUrl = new URL(databaseUrl);
  const database = `scale_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const shopUrl = new URL(databaseUrl);
  shopUrl.pathname = `/${database}`;
  const redis = await claimRedisDatabase(redisUrl, runId);

  const apiUrl = `http://127.0.0.1:${PORTS.apiBalancer}`;
  const webUrl = `http://127.0.0.1:${PORTS.webBalancer}`;
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: shopUrl.toString(),
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
    WEB_ORIGIN: webUrl,
    API_URL: apiUrl,
    LOG_LEVEL: 'warn',
    // Page renders reach the API from 127.0.0.1 without a visitor's address; only the limits the
    // suite checks are left as they ship.
    RATE_LIMIT_MAX: '1000000',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const api = PORTS.api.map(
    (port, index) =>
      new Service(
        `API ${index + 1}`,
        port,
        ['--import', 'tsx', 'src/server.ts'],
        apiDir,
        {
          ...shared,
          API_PORT: String(port),
          // The first process migrates and seeds once, as a release step would; the second starts on that.
          MIGRATE_ON_START: index === 0 ? 'true' : 'false',
          // Each API process announces page changes to one web process only: the other must learn of
          // them through the shared page cache.
          WEB_REVALIDATE_URL: `http://127.0.0.1:${PORTS.web[index]}/api/revalidate`,
        },
        path.join(logs, `api-${index + 1}.log`),
        '/health',
      ),
  ) as unknown as [Service, Service];
  const web = PORTS.web.map(
    (port, index) =>
      new Service(
        `Web ${index + 1}`,
        port,
        [path.join(webDir, 'server.mjs'), '--port', String(port)],
        webDir,
        // The balancer in front is no proxy the web processes trust, as a visitor on the internet
        // would not be: they count whoever connects, whatever X-Forwarded-For says.
        { ...shared, WEB_TRUST_PROXY: '192.0.2.1' },
        path.join(logs, `web-${index + 1}.log`),
        '/robots.txt',
      ),
  ) as unknown as [Service, Service];

  const servers: http.Server[] = [];
  const stop = async () => {
    await Promise.all([...web, ...api].map((service) => service.stop()));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await pool.end();
    await redis.client.flushdb();
    await redis.client.quit();
    const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
    for (const dir of [logs, dataDir]) rmSync(dir, { recursive: true, force: true });
  };
  const pool = new pg.Pool({ connectionString: shopUrl.toString(), max: 4 });
  try {
    await api[0].start();
    await Promise.all([api[1].start(), ...web.map((service) => service.start())]);
    servers.push(await startBalancer(PORTS.apiBalancer, api), await startBalancer(PORTS.webBalancer, web));
  } catch (error) {
    await stop();
    throw error;
  }
  const outputs = () => [...api, ...web].map((service) => `--- ${service.name} ---\n${service.output(2000)}`).join('\n');
  return { api, web, apiUrl, webUrl, db: pool, redis: redis.client, outputs, stop };
}

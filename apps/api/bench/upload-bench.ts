import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoAccounts } from '../src/db/seed/demo/accounts.js';

/**
 * One large upload to a running API with the local storage driver: a generated video of `--mb`
 * megabytes (200 by default), produced as it is sent and never held whole, posted to
 * `/v1/upload/file` as staff. Prints the time, the throughput and the API process's resident memory
 * before, at its peak during the upload, and after. Linux: memory is read from /proc.
 *
 *   npm run bench:upload -- [--mb 200]
 */
const { values } = parseArgs({ options: { mb: { type: 'string', default: '200' } }, strict: true });
const megabytes = Number(values.mb);
if (!Number.isInteger(megabytes) || megabytes < 1) throw new Error(`--mb needs a whole number above 0, got "${values.mb}"`);

const MB = 1024 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');
const video = readFileSync(new URL('../src/db/seed/assets/market-overview.mp4', import.meta.url));

function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(tsx, [path.join(here, 'bench-server.ts'), 'app'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start in time')), 300_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    });
    child.on('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
}

/** The resident memory of the largest process under `root` (tsx runs the API in a child of its own), in bytes. */
function apiRss(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let largest = 0;
  for (const pid of tree) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      largest = Math.max(largest, Number(rss ?? 0) * 1024);
    } catch {
      // Gone already.
    }
  }
  return largest;
}

/** Posts the generated video in 1 MiB writes, waiting whenever the connection is full. */
function upload(base: string, token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = '----upload-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const outgoing = request(`${base}/v1/upload/file`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    outgoing.on('response', async (response) => {
      let body = '';
      for await (const chunk of response) body += String(chunk);
      resolve({ status: response.statusCode ?? 0, body });
    });
    outgoing.on('error', reject);
    void (async () => {
      outgoing.write(head);
      outgoing.write(video);
      const filler = Buffer.alloc(MB);
      for (let sent = video.length; sent < size;) {
        const length = Math.min(MB, size - sent);
        filler.fill(sent % 251, 0, length);
        sent += length;
        if (!outgoing.write(length === MB ? filler : filler.subarray(0, length))) {
          await new Promise((drained) => outgoing.once('drain', drained));
        }
      }
      outgoing.end(tail);
    })();
  });
}

const mib = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'upload-bench-'));
  let server: ChildProcess | undefined;
  try {
    console.log('Starting the API on the embedded database with the local storage driver ...');
    const api = await startServer({ BENCH_DATA_DIR: workDir, BENCH_PORT: '0' });
    server = api.child;
    const staff = demoAccounts.find((account) => account.role === 'ADMIN')!;
    const signIn = await fetch(`${api.url}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: staff.username, password: staff.password }),
    });
    if (!signIn.ok) throw new Error(`signing in as ${staff.username}: HTTP ${signIn.status}`);
    const { result } = (await signIn.json()) as { result: { token: string } };

    await new Promise((settle) => setTimeout(settle, 1000));
    const before = apiRss(server.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, apiRss(server!.pid!));
    }, 100);
    const size = megabytes * MB;
    const started = performance.now();
    const answer = await upload(api.url, result.token, size);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, apiRss(server.pid!));
    if (answer.status !== 200) throw new Error(`the upload was refused: HTTP ${answer.status} ${answer.body}`);
    const stored = (JSON.parse(answer.body) as { result: { size: number; url: string } }).result;
    if (stored.size !== size) throw new Error(`stored ${stored.size} bytes of ${size}`);
    await new Promise((settle) => setTimeout(settle, 2000));
    const after = apiRss(server.pid!);

    console.log(`uploaded ${mib(size)} as ${stored.url}`);
    console.log(`time            ${seconds.toFixed(2)} s`);
    console.log(`throughput      ${(size / MB / seconds).toFixed(1)} MB/s`);
    console.log(`API RSS before  ${mib(before)}`);
    console.log(`API RSS peak    ${mib(peak)} (+${mib(peak - before)} during the upload)`);
    console.log(`API RSS after   ${mib(after)}`);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();

/**
 * `npm run lcp-graph -- URL`: what Lighthouse's estimate of a page's largest paint waits for. One
 * Lighthouse run (mobile, simulated throttling, the benchmark's Chromium flags) on a running site,
 * then Lighthouse's own `lantern` modules rebuild the two graphs the estimate averages (optimistic
 * and pessimistic) and print each request and main-thread task in them with its simulated start and
 * end. Every request that ends before the observed largest paint and every script that starts
 * running before it is in them, so the last line to end is what the estimate waits for (decision
 * 0173). Chrome: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags.ts';

interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request: { url: string; resourceType: string; priority: string; transferSize: number };
  childEvents: { name: string }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

const url = process.argv[2];
if (!url) {
  console.error('Usage: npm run lcp-graph -- URL (a page of a running site, e.g. http://localhost:3000/reports)');
  process.exit(2);
}
const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const lighthouse = createRequire(path.join(root, 'e2e/package.json'));
const artifacts = mkdtempSync(path.join(tmpdir(), 'lcp-graph-'));
const shown = new Set(['Layout', 'ParseHTML', 'EvaluateScript', 'FunctionCall', 'Paint', 'UpdateLayoutTree']);

function label(node: GraphNode): string {
  if (node.type === 'network') {
    const { resourceType, priority, transferSize, url: address } = node.request;
    return `${resourceType} ${priority} ${(transferSize / 1024).toFixed(0)} KB ${address.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`;
  }
  const events = [...new Set(node.childEvents.map((event) => event.name).filter((name) => shown.has(name)))];
  return `main thread ${(node.duration / 1000).toFixed(0)} ms observed: ${events.join(', ')}`;
}

try {
  const run = spawnSync(
    process.execPath,
    [
      lighthouse.resolve('lighthouse/cli/index.js'),
      url,
      `-GA=${artifacts}`,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${['--headless', ...CHROMIUM_FLAGS].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`Lighthouse exited with ${run.status} on ${url}`);
  const load = (module: string) => import(pathToFileURL(lighthouse.resolve(`lighthouse/core/${module}`)).href);
  const { loadArtifacts } = await load('lib/asset-saver.js');
  const { LanternLargestContentfulPaint } = await load('computed/metrics/lantern-largest-contentful-paint.js');
  const saved = await loadArtifacts(artifacts);
  const settings = saved.settings;
  const result: { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate } =
    await LanternLargestContentfulPaint.request(
      {
        trace: saved.Trace,
        devtoolsLog: saved.DevtoolsLog,
        gatherContext: saved.GatherContext,
        settings,
        URL: saved.URL,
        SourceMaps: saved.SourceMaps,
        simulator: null,
      },
      { computedCache: new Map(), settings },
    );
  console.log(`${url}: simulated largest paint ${Math.round(result.timing)} ms, the mean of the two graphs below`);
  for (const [name, estimate] of [
    ['optimistic', result.optimisticEstimate],
    ['pessimistic', result.pessimisticEstimate],
  ] as const) {
    console.log(`\n${name} graph: ${Math.round(estimate.timeInMs)} ms\n start (ms)  end (ms)  node`);
    const rows = [...estimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of rows) {
      console.log(`${String(Math.round(timing.startTime)).padStart(11)}${String(Math.round(timing.endTime)).padStart(10)}  ${label(node)}`);
    }
  }
} finally {
  rmSync(artifacts, { recursive: true, force: true });
}

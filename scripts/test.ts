/**
 * `npm test`: lint, types, unit and integration tests (PGlite, plus PostgreSQL and Redis when
 * TEST_DATABASE_URL / TEST_REDIS_URL are set), then the end-to-end stories in Chromium, with both
 * set also the scale stories (two API and two web processes, e2e/scale.spec.ts) on the same build.
 * Ends with one line `tests: N passed, M failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const CHROMIUM = '/usr/bin/chromium';

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium`, then npm test again.');
    return false;
  }
  return step('Install Chromium (apt-get)', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
  ]);
}

interface Counts {
  passed: number;
  failed: number;
}

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

const failures: string[] = [];
const totals: Counts = { passed: 0, failed: 0 };

if (!step('Lint (ESLint)', 'npx', ['eslint', '--max-warnings', '0', '.'])) failures.push('lint');
if (!step('Formatting (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'])) failures.push('format');
if (!step('Types (tsc)', 'npm', ['run', '--silent', 'typecheck'])) failures.push('types');

const vitestJson = path.join(reports, 'vitest.json');
const vitestOk = step('Unit and integration (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const unit = vitestCounts(vitestJson);
totals.passed += unit.passed;
totals.failed += unit.failed;
if (!vitestOk) failures.push('vitest');

if (ensureChromium()) {
  const playwrightJson = path.join(reports, 'playwright.json');
  const e2eOk = step(
    'End to end (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      // A fresh embedded database for every run, so stories never meet an earlier run's data.
      E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
    },
  );
  const e2e = playwrightCounts(playwrightJson);
  totals.passed += e2e.passed;
  totals.failed += e2e.failed;
  if (!e2eOk) failures.push('e2e');
} else {
  failures.push('chromium');
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);

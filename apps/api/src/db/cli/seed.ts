import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { openConfiguredDatabase, openConfiguredStorage } from '../../runtime.js';
import { runMigrations } from '../migrate.js';
import { seedDemo } from '../seed/demo.js';
import { seedReference } from '../seed/reference.js';
import { seedScale } from '../seed/scale.js';

const counted = [
  'provinces',
  'districts',
  'users',
  'investors',
  'projects',
  'reports',
  'report_contents',
  'blogs',
  'reviews',
  'coupons',
] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string' } }, strict: true });
  const scale = values.scale === undefined ? 0 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 0) throw new Error(`--scale needs a whole number of rows, got "${values.scale}"`);

  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  const storage = openConfiguredStorage(config);
  const started = performance.now();
  const step = async (name: string, run: () => Promise<void>) => {
    const at = performance.now();
    await run();
    console.log(`${name.padEnd(10)} ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  try {
    console.log(`Seeding ${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    await step('migrate', () => runMigrations(handle));
    await step('reference', () => seedReference(handle.db));
    await step('demo', () => seedDemo(handle.db, storage));
    if (scale > 0) await step(`scale`, () => seedScale(handle.db, scale));
    for (const table of counted) {
      // Both drivers answer raw SQL with `rows`; the shared Db type cannot say so.
      const result = (await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
      console.log(`${table.padEnd(16)} ${result.rows[0]?.n ?? 0}`);
    }
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

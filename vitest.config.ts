import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiIntegration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    exclude: ['apps/api/test/seed/**'],
    environment: 'node',
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // PGlite runs inside each worker; two files at a time suits two cores.
    maxWorkers: 2,
    projects: [
      {
        // The web app's own `@/` imports, as its tsconfig maps them.
        resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }] },
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'seed',
          include: ['apps/api/test/seed/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      apiIntegration('api-pglite', { TEST_DB: 'pglite' }),
      ...(postgresUrl ? [apiIntegration('api-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});

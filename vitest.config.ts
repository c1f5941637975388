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

// The web app's own `@/` imports, as its tsconfig maps them.
const webAlias = { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }] };

export default defineConfig({
  test: {
    // PGlite runs inside each worker; two files at a time suits two cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: webAlias,
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // React components in a simulated browser, inside the site's providers (apps/web/src/test/render.tsx).
        resolve: webAlias,
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup-components.ts'],
          // next-intl imports `next/navigation` without the extension Node's own loader wants; Vite resolves it.
          server: { deps: { inline: ['next-intl'] } },
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

import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { accountsServerEnv } from './accounts-env';
import { CHROMIUM_FLAGS } from './chromium-flags';

const webPort = process.env.WEB_PORT ?? '3000';
const SCALE_SPEC = 'scale.spec.ts';
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${webPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  // Two cores shared by the API, the web server and the browser.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // `npx playwright install` cannot download browsers here; the system Chromium is used.
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
      testIgnore: SCALE_SPEC,
    },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grepInvert: /@desktop/,
      testIgnore: SCALE_SPEC,
    },
    // Several API and web processes on PostgreSQL and Redis (decision 0101): only where both are given.
    ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? [{ name: 'scale', testMatch: SCALE_SPEC }] : []),
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'pipe',
    // Its own embedded database, migrated and seeded on the first start, kept between runs; the
    // stories pay with the built-in MoMo stand-in. Every story signs people in and works from one
    // address, more often than the login limit and the per-minute limit allow a real visitor: two
    // admin stories back to back ask for more than 600 answers a minute (the scale stories check
    // the login limit as it ships, the API tests the per-minute one).
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'senvang-e2e-data'),
      MOMO_DEMO: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
      ...accountsServerEnv,
    },
  },
});

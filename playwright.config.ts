import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.cache/e2e-data';

// Debian's headless shell renders the same engine without the full browser's UI process: a walk of
// nine pages cost it 7.5–7.9 s of CPU against the full browser's 12.6–13.8 s (docs/testing.md), and
// the suite is CPU-bound on two cores. The full browser still serves where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Each test signs in and drives a whole story on a 2-core machine that also runs the server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The product drops its transitions for it (styles.css), so a click never waits for a menu to finish sliding.
    reducedMotion: 'reduce',
    // A trace snapshots the page at every action of every test; CI keeps none of them, so it is
    // recorded only when asked for (E2E_TRACE=1 npx playwright test …).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // The agency's week (issue 24) works the demo's current week end to end: it submits a worker's
  // days, pays an invoice and runs payroll, which other stories read, so it runs after them.
  // The session specs change demo accounts (a password reset, sign-outs, two-factor codes), so they
  // run after every story that merely signs those accounts in, beside the week, whose accounts they
  // leave alone, but for finance@acme.test, the week's second payroll approver: a code is mailed to
  // it at most once a minute while the last is unused, so its code specs run after the week.
  projects: [
    // Matched on the file name alone: the patterns see the whole path, and a clone in a folder
    // named like a project would put every spec in it.
    { name: 'app', testIgnore: /\/(session[^/]*|agency-week)\.spec\.ts$/, use: chromium },
    { name: 'week', testMatch: /\/agency-week\.spec\.ts$/, dependencies: ['app'], use: chromium },
    {
      name: 'session',
      testMatch: /\/session[^/]*\.spec\.ts$/,
      testIgnore: /\/session-codes\.spec\.ts$/,
      dependencies: ['app'],
      use: chromium,
    },
    {
      name: 'codes',
      testMatch: /\/session-codes\.spec\.ts$/,
      dependencies: ['week'],
      use: chromium,
    },
  ],
  webServer: {
    // A fresh embedded database each run, copied from the seeded template the server tests share.
    command: 'node scripts/run-bundled.mjs scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/v2/health`,
    env: { PORT: String(PORT), DATA_DIR, NODE_ENV: 'test', APP_MODE: 'local', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.cache/e2e-data';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The session specs change demo accounts (a password reset, two-factor codes with a resend
  // limit), so they run after the specs that merely sign those accounts in.
  projects: [
    { name: 'app', testIgnore: /session.*\.spec\.ts/, use: chromium },
    { name: 'session', testMatch: /session.*\.spec\.ts/, dependencies: ['app'], use: chromium },
  ],
  webServer: {
    // A fresh embedded database each run, copied from the seeded template the server tests share.
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/v2/health`,
    env: { PORT: String(PORT), DATA_DIR, NODE_ENV: 'test', APP_MODE: 'local', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';

test('the app opens in Debian Chromium and serves the SPA with history fallback', async ({
  page,
  browser,
}) => {
  expect(browser.version()).toMatch(/^\d+\./);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Workforce, payroll and billing in one place' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

test('the sign-in page loads no validation library: its URL parsers are plain functions (issue 30)', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((p) => /\/zod-[\w-]+\.js$/.test(p))).toEqual([]);
});

test('the sign-in page opens without the router; its links and signing in start it where they lead (issue 30)', async ({
  page,
}) => {
  // The sign-in page prefetches the router's files once the visitor starts on the form (into the
  // cache, nothing run): those requests are told apart from the scripts the page loads to run.
  const scripts: string[] = [];
  const prefetched: string[] = [];
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return;
    const purpose = (await r.request().allHeaders())['sec-purpose'] ?? '';
    (purpose.includes('prefetch') ? prefetched : scripts).push(new URL(r.url()).pathname);
  });
  await page.goto('/login?redirect=%2Fchange_password', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Loaded and idle, the page has fetched only what it renders.
  expect([...scripts, ...prefetched].filter((p) => /\/(app-router|route-table)-/.test(p))).toEqual(
    [],
  );
  await page.getByLabel('Email').focus();
  await expect
    .poll(() => prefetched.filter((p) => /\/app-router-[\w-]+\.js$/.test(p)))
    .toHaveLength(1);
  expect(scripts.filter((p) => /\/app-router-[\w-]+\.js$/.test(p))).toEqual([]);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  // A response is listed once its request's headers are read (asynchronously).
  await expect
    .poll(() => scripts.filter((p) => /\/app-router-[\w-]+\.js$/.test(p)))
    .toHaveLength(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchange_password$/);

  await page.reload();
  await new LoginPage(page).signIn('owner@acme.test');
  await expect(page).toHaveURL(/\/change_password$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});

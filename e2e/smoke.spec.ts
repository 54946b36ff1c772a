import { expect, test } from '@playwright/test';

test('the app opens in Debian Chromium and serves the SPA with history fallback', async ({ page, browser }) => {
  expect(browser.version()).toMatch(/^\d+\./);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Workforce, payroll and billing in one place' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

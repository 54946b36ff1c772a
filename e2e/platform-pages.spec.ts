import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const SHOTS = process.env.E2E_SCREENSHOTS;

test.setTimeout(90_000);

test('anyone reads the privacy policy, signed in or not', async ({ page }) => {
  await page.goto(`${origin}/privacy`);
  // The first visit of a fresh context loads the whole app: give it time on a busy machine.
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText('keeps the personal data your employer or agency needs'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit text' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/privacy-phone.png`, fullPage: true });
});

test('an admin writes the help text, and the help page shows it', async ({ browser }) => {
  const page = await (
    await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } })
  ).newPage();
  await new ShellPage(page, origin).signIn('admin@demo.test', '/help');
  await expect(page.getByRole('heading', { name: 'Help Center', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Edit text' }).click();
  const text = `Call the desk on weekdays (${Date.now()}).`;
  await page.getByLabel('Text *', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByText(text)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-admin.png`, fullPage: true });
});

test('the data export has a page of its own', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await new ShellPage(page, origin).signIn('owner@acme.test', '/data_export');
  await expect(page.getByRole('heading', { name: 'Data export', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export my data' })).toBeVisible();
});

test('/dashboard opens the dashboard of the user’s type', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await new ShellPage(page, origin).signIn('client@globex.test', '/dashboard');
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 20_000 });
});

test('the agency owner reads each pay period’s PTO accruals', async ({ browser }) => {
  const page = await (
    await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } })
  ).newPage();
  await new ShellPage(page, origin).signIn('owner@harborpoint.test', '/pto_accruals');
  await expect(page.getByRole('heading', { name: 'PTO accruals', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/^\d+ accruals?$/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pto-accruals-phone.png`, fullPage: true });
});

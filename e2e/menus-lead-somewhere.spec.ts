import { expect, test, type Browser } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const SHOTS = process.env.E2E_SCREENSHOTS;

// A sign-in and a few pages each, on a shared and busy machine.
test.setTimeout(90_000);

async function signedIn(browser: Browser, email: string) {
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  ).newPage();
  const shell = new ShellPage(page, origin);
  await shell.signIn(email);
  return { page, shell };
}

test('Invoices lead an admin to Record payment and to Payments', async ({ browser }) => {
  const { page, shell } = await signedIn(browser, 'admin@demo.test');
  await shell.menu.getByRole('button', { name: 'Finance' }).click();
  await shell.menu.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoices-actions.png` });
  await page.getByRole('link', { name: 'Record payment' }).click();
  await expect(page).toHaveURL(/\/payments\/new$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(page.getByText(/^PAY-\d{6}$/).first()).toBeVisible();
});

test('Paychecks lead the agency owner to its payroll runs', async ({ browser }) => {
  const { page, shell } = await signedIn(browser, 'owner@acme.test');
  await shell.menu.getByRole('button', { name: 'Finance' }).click();
  await shell.menu.getByRole('link', { name: 'Paychecks' }).click();
  await expect(page.getByRole('heading', { name: 'Paychecks' })).toBeVisible();
  await page.getByRole('link', { name: 'Payroll runs' }).click();
  await expect(page).toHaveURL(/\/payroll_runs$/);
  const runs = page.getByRole('table', { name: 'Payroll runs' });
  await expect(runs.getByRole('cell', { name: 'Pre-draft', exact: true }).first()).toBeVisible();
});

test('Timesheets lead to Import, and Settings lead QA to the statecharts', async ({ browser }) => {
  const { page, shell } = await signedIn(browser, 'admin@demo.test');
  await shell.menu.getByRole('link', { name: 'Timesheets' }).click();
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/timesheet_uploads$/);
  await shell.menu.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Statecharts' }).click();
  await expect(page).toHaveURL(/\/developers\/statecharts$/);
  await expect(page.getByRole('heading', { name: 'Statecharts' })).toBeVisible();
});

test('an owner without the statecharts finds no Statecharts link in Settings', async ({
  browser,
}) => {
  const { page, shell } = await signedIn(browser, 'owner@acme.test');
  await shell.menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statecharts' })).toHaveCount(0);
});

test('on a phone the invoice actions fit the screen', async ({ browser }) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  const shell = new ShellPage(page, origin);
  await shell.signIn('owner@harborpoint.test', '/invoices');
  await expect(page.getByRole('link', { name: 'Payments', exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoices-actions-390.png`, fullPage: true });
});

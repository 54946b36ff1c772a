import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test.setTimeout(120_000);

test('SelfCo’s owner adds an adjustment, an admin approves it, Acme’s owner is told why not', async ({
  page,
  browser,
}) => {
  await new ShellPage(page, origin).signIn('owner@selfco.test', '/adjustments/new');
  /** Each user in a browser of their own, opening `path`: a signed-in user is sent away from /login. */
  const as = async (email: string, path: string) => {
    const other = await (await browser.newContext()).newPage();
    await new ShellPage(other, origin).signIn(email, path);
    return other;
  };
  await page.getByLabel('Contractor').selectOption({ index: 1 });
  await page.getByLabel('Direction').selectOption('pay');
  await page.getByLabel('Payer').selectOption('partner');
  await page.getByLabel('Type').selectOption('bonus');
  await page.getByLabel('Amount').fill('1234.56');
  await page.getByLabel('Date').fill('2026-11-20');
  await page.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Pay adjustment of/ })).toBeVisible();
  await expect(page.getByText('$1,234.56')).toBeVisible();
  const url = page.url();
  await page.screenshot({ path: 'test-results/adjustment-detail.png', fullPage: true });

  const admin = await as('admin@demo.test', new URL(url).pathname);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(admin.getByText('Pending → Approved')).toBeVisible();

  const acme = await as('owner@acme.test', '/adjustments?status=pending');
  await acme.getByRole('link', { name: /2026/ }).first().click();
  await acme.getByText(/Unavailable actions/).click();
  await expect(
    acme
      .getByText(/Approve is only for admins, employers of record, or self-employer partners/)
      .first(),
  ).toBeVisible();
  await acme.screenshot({ path: 'test-results/adjustment-refused.png', fullPage: true });
});

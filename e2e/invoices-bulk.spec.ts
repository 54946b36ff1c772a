import { expect, test, type Page } from '@playwright/test';
import { clientIdByName } from './pages/money';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

const OCTOBER = '2026-10-01 – 2026-10-31';
const NOVEMBER = '2026-11-01 – 2026-11-30';

/** Generate invoices, as billing-month does: one draft for the client's period. */
async function generate(page: Page, start: string, end: string) {
  await page.goto(`${origin}/invoices/generate`);
  await page.getByLabel('Client *').selectOption({ label: 'Umbrella Corp' });
  await page.getByLabel('Period start *').fill(start);
  await page.getByLabel('Period end *').fill(end);
  await page.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\?.*invoice_run_id=/);
}

// The EOR's client Umbrella Corp: its October and November are invoiced by no other spec, and its
// seeded August invoice (open) is only previewed here, never changed.
test('an admin sends two draft invoices at once after a per-row preview; an open invoice selected with a draft is refused with its reason', async ({
  page,
}) => {
  // Generating a month syncs its weeks first; a loaded machine needs the time.
  test.setTimeout(180_000);
  const token = await new ShellPage(page, origin).signIn('admin@demo.test');
  const umbrella = await clientIdByName(page, origin, token, 'Umbrella Corp');
  await generate(page, '2026-10-01', '2026-10-31');
  await generate(page, '2026-11-01', '2026-11-30');

  await page.goto(`${origin}/invoices?client_id=${umbrella}`);
  const table = page.getByRole('table', { name: 'Invoices' });
  const rowOf = (period: string) => table.locator('tbody tr', { hasText: period });
  const draft = (period: string) =>
    page.getByRole('checkbox', { name: `Select invoice Draft of Umbrella Corp for ${period}` });
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  const dialog = page.getByRole('dialog');

  // An invoice already sent cannot be sent again: the preview says so for that row alone.
  await page
    .getByRole('checkbox', { name: /^Select invoice INV-\d{6} of Umbrella Corp for 2026-08-01/ })
    .check();
  await draft(OCTOBER).check();
  await bar.getByLabel('Bulk action').selectOption({ label: 'Send' });
  await bar.getByRole('button', { name: 'Preview…' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 would succeed, 1 would not.');
  const outcomes = dialog.getByRole('table', { name: 'Outcome per invoice' });
  await expect(outcomes.locator('tbody tr', { hasText: 'INV-' })).toContainText(
    'Would not: Send is not possible now.',
  );
  await expect(
    outcomes.locator('tbody tr', { hasText: `Draft of Umbrella Corp for ${OCTOBER}` }),
  ).toContainText('Would succeed');
  await page.screenshot({ path: 'test-results/invoices-bulk-refused.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The two drafts: previewed, sent, each reported done.
  await page
    .getByRole('checkbox', { name: /^Select invoice INV-\d{6} of Umbrella Corp for 2026-08-01/ })
    .uncheck();
  await draft(NOVEMBER).check();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Preview…' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 would succeed, 0 would not.');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 succeeded, 0 failed.');
  for (const period of [OCTOBER, NOVEMBER])
    await expect(outcomes.locator('tbody tr', { hasText: period })).toContainText(/open\s*Done/i);
  await page.screenshot({ path: 'test-results/invoices-bulk-sent.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Each is now open under its own number.
  const numbers: string[] = [];
  for (const period of [OCTOBER, NOVEMBER]) {
    const row = rowOf(period);
    await expect(row).toContainText('Open');
    const number = row.getByRole('link', { name: /^INV-\d{6}$/ });
    await expect(number).toBeVisible();
    numbers.push(await number.innerText());
  }
  expect(new Set(numbers).size).toBe(2);
  await page.screenshot({ path: 'test-results/invoices-bulk-list.png', fullPage: true });
});

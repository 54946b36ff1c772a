import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { cents, invoiceLineColumn as column, sum } from './pages/money';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('an admin invoices a month of Globex work: generate, open, send, totals equal the lines, PDF downloads; a partner is refused with reasons', async ({
  page,
  browser,
}) => {
  // Generating a month syncs its weeks first; a loaded machine needs the time.
  test.setTimeout(180_000);
  await new ShellPage(page, origin).signIn('admin@demo.test', '/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  // The demo's earlier months, in every status.
  await expect(
    page.getByRole('table', { name: 'Invoices' }).getByText('Partially paid').first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/invoices-list.png', fullPage: true });

  await page.getByRole('link', { name: 'Generate invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Generate invoices', level: 1 })).toBeVisible();
  await page.getByLabel('Client *').selectOption({ label: 'Globex' });
  await page.getByLabel('Period start *').fill('2026-10-01');
  await page.getByLabel('Period end *').fill('2026-10-31');
  await page.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\?.*invoice_run_id=/);
  const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: 'Draft' }).click();

  const detail = new TimesheetDetailPage(page);
  await expect(page.getByRole('heading', { name: 'Invoice Draft', level: 1 })).toBeVisible();
  await expect(detail.field('Period')).toHaveText('2026-10-01 – 2026-10-31');
  await expect(detail.field('Purchase orders')).toHaveText('PO-GLX-24018');
  const bill = await column(page, 6);
  const tax = await column(page, 7);
  expect(bill.length).toBeGreaterThan(0);
  expect(cents(await page.getByTestId('total-bill').innerText())).toBe(sum(bill));
  expect(cents(await page.getByTestId('total-sales-tax').innerText())).toBe(sum(tax));
  expect(cents(await detail.field('Total bill amount').innerText())).toBe(sum(bill));
  expect(cents(await detail.field('Total due').innerText())).toBe(sum(bill) + sum(tax));
  await page.screenshot({ path: 'test-results/invoice-draft.png', fullPage: true });

  await detail.take('Send', {});
  await expect(detail.field('Status')).toHaveText('Open');
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d{6}$/, level: 1 })).toBeVisible();
  await expect(detail.field('Due date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(detail.field('Remaining')).toHaveText(await detail.field('Total due').innerText());
  const unavailable = await detail.openUnavailable();
  await expect(unavailable).toContainText('Send is not possible now');

  const download = page.waitForEvent('download');
  await detail.actions.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  const invoiceUrl = page.url();

  // A partner that is not an employer sees its client's invoice but may not act on it, and is told why.
  const context = await browser.newContext();
  const partner = await context.newPage();
  await new ShellPage(partner, origin).signIn('owner@acme.test', new URL(invoiceUrl).pathname);
  const theirs = new TimesheetDetailPage(partner);
  await expect(
    partner.getByRole('heading', { name: /^Invoice INV-\d{6}$/, level: 1 }),
  ).toBeVisible();
  await expect(theirs.action('Void')).toHaveCount(0);
  await expect(await theirs.openUnavailable()).toContainText(
    'Void is only for employers (admins or self-employer partners)',
  );
  await context.close();
});

test('an approved billable expense is a line of the generated invoice, and the totals still equal the lines', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new ShellPage(page, origin).signIn('admin@demo.test', '/invoices/generate');
  await page.getByLabel('Client *').selectOption({ label: 'Globex' });
  await page.getByLabel('Period start *').fill('2026-11-01');
  await page.getByLabel('Period end *').fill('2026-11-30');
  await page.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\?.*invoice_run_id=/);
  await page
    .getByRole('table', { name: 'Invoices' })
    .locator('tbody tr')
    .getByRole('link', { name: 'Draft' })
    .first()
    .click();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  // Connie's approved hotel reimbursement (seed), billed at its amount.
  const hotel = lines.locator('tbody tr', { hasText: 'Hotel, two nights' });
  await expect(hotel).toContainText('$314.15');
  const bill = await column(page, 6);
  const tax = await column(page, 7);
  expect(cents(await page.getByTestId('total-bill').innerText())).toBe(sum(bill));
  expect(cents(await page.getByTestId('total-sales-tax').innerText())).toBe(sum(tax));
  await page.screenshot({ path: 'test-results/invoice-expense-line.png', fullPage: true });
});

import { expect, test } from '@playwright/test';
import { cents, invoiceLineColumn as column, sum } from './pages/money';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

// SelfCo's client Initech: its October is invoiced by no other spec (invoices.spec bills Globex).
test('an admin invoices Initech’s October and takes it to Paid: generate, send, record the wire, allocate; forbidden steps are refused with reasons', async ({
  page,
}) => {
  // Generating a month syncs its weeks first; a loaded machine needs the time.
  test.setTimeout(180_000);
  const token = await new ShellPage(page, origin).signIn('admin@demo.test', '/invoices');
  await page.getByRole('link', { name: 'Generate invoices' }).click();
  await page.getByLabel('Client *').selectOption({ label: 'Initech' });
  await page.getByLabel('Period start *').fill('2026-10-01');
  await page.getByLabel('Period end *').fill('2026-10-31');
  await page.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\?.*invoice_run_id=/);
  const drafts = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
  await expect(drafts.first()).toContainText('Initech');
  await drafts.first().getByRole('link', { name: 'Draft' }).click();

  // The draft: every total is the sum of its lines as shown.
  const detail = new TimesheetDetailPage(page);
  await expect(page.getByRole('heading', { name: 'Invoice Draft', level: 1 })).toBeVisible();
  await expect(detail.field('Payer')).toHaveText('Initech');
  await expect(detail.field('Period')).toHaveText('2026-10-01 – 2026-10-31');
  const bill = await column(page, 6);
  const tax = await column(page, 7);
  expect(bill.length).toBeGreaterThan(0);
  expect(cents(await page.getByTestId('total-bill').innerText())).toBe(sum(bill));
  expect(cents(await page.getByTestId('total-sales-tax').innerText())).toBe(sum(tax));
  expect(cents(await detail.field('Total bill amount').innerText())).toBe(sum(bill));
  const due = sum(bill) + sum(tax);
  expect(cents(await detail.field('Total due').innerText())).toBe(due);

  // Sent: numbered, due in Initech's 15 days; sending again is refused with why.
  await detail.take('Send', {});
  await expect(detail.field('Status')).toHaveText('Open');
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d{6}$/, level: 1 });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace('Invoice ', '');
  await expect(detail.field('Payment terms')).toHaveText('Net 15 days');
  await expect(detail.field('Remaining')).toHaveText(await detail.field('Total due').innerText());
  await expect(await detail.openUnavailable()).toContainText('Send is not possible now');
  const invoiceUrl = page.url();
  const invoiceId = invoiceUrl.split('/').pop()!;

  // The wire arrives: Finance › Payments › Record a payment, for the full amount.
  const amount = (await detail.field('Total due').innerText()).replace('$', '');
  await page.goto(`${origin}/payments`);
  await page.getByRole('link', { name: 'Record a payment' }).click();
  await expect(page.getByRole('heading', { name: 'Record a payment', level: 1 })).toBeVisible();
  await page.getByLabel('Payer *').selectOption({ label: 'Initech' });
  await page.getByLabel('Amount *').fill(amount);
  await page.getByLabel('Received on *').fill('2026-11-20');
  await page.getByLabel('Reference').fill(`Initech wire for ${number}`);
  await page.screenshot({ path: 'test-results/record-payment.png', fullPage: true });
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Payment PAY-\d{6}$/ })).toBeVisible();
  await expect(detail.field('Status')).toHaveText('Settled');
  await expect(detail.field('Amount')).toHaveText(`$${amount}`);
  await expect(page.getByText('Not allocated to any invoice yet.')).toBeVisible();

  // Allocated in full to the invoice its reference names (suggested first).
  const form = page.getByRole('form', { name: 'Allocate to invoices' });
  const line = form.getByRole('textbox', { name: `Amount for ${number}` });
  expect(cents(`$${await line.inputValue()}`)).toBe(due);
  await form.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Allocated: allocated' })).toBeVisible();
  const allocations = page.getByRole('table', { name: 'Allocations' }).getByRole('row');
  await expect(allocations).toHaveCount(2);
  await expect(allocations.nth(1)).toContainText(number);
  await expect(allocations.nth(1)).toContainText('full');

  // The invoice is paid, nothing remains, and voiding it now is refused with its reason.
  await page.goto(invoiceUrl);
  await expect(detail.field('Status')).toHaveText('Paid');
  await expect(detail.field('Remaining')).toHaveText('$0.00');
  expect(cents(await detail.field('Allocated').innerText())).toBe(due);
  await expect(detail.action('Void')).toHaveCount(0);
  await expect(await detail.openUnavailable()).toContainText('Void is not possible now');
  await page.screenshot({ path: 'test-results/billing-month-paid-invoice.png', fullPage: true });
  const voided = await page.request.post(`${origin}/v2/invoices/${invoiceId}/actions/void`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { reason: 'Entered twice' },
  });
  expect(voided.status()).toBe(409);
  expect(await voided.json()).toMatchObject({
    message: 'Void is not allowed now',
    reasons: [expect.stringContaining('Void is not possible now')],
  });
});

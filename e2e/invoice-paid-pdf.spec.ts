import { expect, test, type Page } from '@playwright/test';
import { cents, clientIdByName } from './pages/money';
import { downloadedPdf } from './pages/pdf-download';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

/** The invoice page's Download PDF, read as a reader sees it. */
const invoicePdf = (page: Page, detail: TimesheetDetailPage) =>
  downloadedPdf(page, detail.actions.getByRole('button', { name: 'Download PDF' }));

/** Initech's November as one draft, through Generate invoices; the list opens on it. */
async function generateNovember(page: Page) {
  await page.goto(`${origin}/invoices/generate`);
  await page.getByLabel('Client *').selectOption({ label: 'Initech' });
  await page.getByLabel('Period start *').fill('2026-11-01');
  await page.getByLabel('Period end *').fill('2026-11-30');
  await page.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\?.*invoice_run_id=/);
}

/**
 * Initech has no November timesheets in the demo (and no other spec bills its November): an
 * approved bill adjustment gives the month something to invoice.
 */
async function billInitechInNovember(page: Page, token: string, initech: string) {
  const headers = { authorization: `Bearer ${token}` };
  const contractors = (await (
    await page.request.get(`${origin}/v2/contractors?per_page=100`, { headers })
  ).json()) as { data: { id: string; name: string }[] };
  const ian = contractors.data.find((c) => c.name === 'Ian Independent');
  expect(ian).toBeDefined();
  const created = await page.request.post(`${origin}/v2/adjustments`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      contractor_id: ian!.id,
      client_id: initech,
      direction: 'bill',
      payer: 'client',
      type: 'correction',
      amount_cents: 184_250,
      date: '2026-11-10',
      notes: 'Architecture review, billed at the agreed fixed fee',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const approved = await page.request.post(
    `${origin}/v2/adjustments/${(await created.json()).id}/actions/approve`,
    { headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, data: {} },
  );
  expect(approved.status(), await approved.text()).toBe(200);
}

test('an admin voids one invoice (its PDF reads Void), sends the next naming its recipients and amount, records its payment from the invoice page, and the PDF reads Paid', async ({
  page,
}) => {
  // Generating a month syncs its weeks first; a loaded machine needs the time.
  test.setTimeout(180_000);
  const token = await new ShellPage(page, origin).signIn('admin@demo.test');
  const auth = { authorization: `Bearer ${token}` };
  const initech = await clientIdByName(page, origin, token, 'Initech');
  await billInitechInNovember(page, token, initech);
  const detail = new TimesheetDetailPage(page);
  const table = page.getByRole('table', { name: 'Invoices' });
  const draft = page.getByRole('heading', { name: 'Invoice Draft', level: 1 });

  // A draft voided: its PDF says Void and that nothing remains; voiding frees its lines.
  await generateNovember(page);
  await expect(table.getByRole('columnheader', { name: 'Sort by issuer' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('SelfCo');
  await table.getByRole('link', { name: 'Draft' }).click();
  await expect(draft).toBeVisible();
  await detail.take('Void', { text: 'Billed on the wrong order' });
  await expect(detail.field('Status')).toHaveText('Void');
  const voided = await invoicePdf(page, detail);
  expect(voided).toContain('SelfCo');
  expect(voided).toContain('Status: Void');
  expect(voided).toContain('Voided: Billed on the wrong order');
  expect(voided).toContain('Remaining $0.00');

  // Generated again and sent: the confirmation names the amount and every address the server mails.
  await generateNovember(page);
  await table.getByRole('link', { name: 'Draft' }).click();
  await expect(draft).toBeVisible();
  const id = page.url().split('/').pop()!;
  const { invoice } = (await (
    await page.request.get(`${origin}/v2/invoices/${id}`, { headers: auth })
  ).json()) as { invoice: { send_to: string[] } };
  expect(invoice.send_to.length).toBeGreaterThan(0);
  const due = await detail.field('Total due').innerText();
  expect(cents(due)).toBe(184_250);
  await detail.action('Send').click();
  await expect(detail.dialog).toContainText(due);
  for (const email of invoice.send_to) await expect(detail.dialog).toContainText(email);
  await page.screenshot({ path: 'test-results/invoice-send-confirmation.png', fullPage: true });
  await detail.dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(detail.dialog).toHaveCount(0);
  await expect(detail.field('Status')).toHaveText('Open');
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d{6}$/, level: 1 });
  const number = (await heading.innerText()).replace('Invoice ', '');
  await expect(detail.field('Issuer')).toHaveText('SelfCo');

  // Record payment from the invoice: the payment form comes filled with payer, amount and invoice.
  await page.getByRole('link', { name: 'Record payment' }).click();
  await expect(page.getByRole('heading', { name: 'Record a payment', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Payer *')).toHaveValue(initech);
  expect(cents(`$${await page.getByLabel('Amount *').inputValue()}`)).toBe(cents(due));
  await expect(page.getByLabel('Reference')).toHaveValue(number);
  await page.getByLabel('Received on *').fill('2026-11-24');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  const allocate = page.getByRole('form', { name: 'Allocate to invoices' });
  const line = allocate.getByRole('textbox', { name: `Amount for ${number}` });
  expect(cents(`$${await line.inputValue()}`)).toBe(cents(due));
  await allocate.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Allocated: allocated' })).toBeVisible();

  // The PDF is the invoice as it stands now: paid, nothing remaining, with the issuer's remit-to.
  await page.goto(`${origin}/invoices/${id}`);
  await expect(detail.field('Status')).toHaveText('Paid');
  await expect(page.getByRole('link', { name: 'Record payment' })).toHaveCount(0);
  const paid = await invoicePdf(page, detail);
  expect(paid).toContain('SelfCo Inc., 9 Harbor Way, Austin, TX 78701');
  expect(paid).toContain('Status: Paid');
  expect(paid).toContain(`Paid ${due}`);
  expect(paid).toContain('Remaining $0.00');
});

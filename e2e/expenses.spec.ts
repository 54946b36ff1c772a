import { expect, test, type Browser, type Page } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A page signed in as `email`, in a browser context of its own. */
async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await new ShellPage(page, origin).signIn(email);
  return page;
}

const unavailable = (page: Page) => page.getByRole('list', { name: 'Unavailable actions' });
const valueOf = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test("a contractor's expense goes from entry with a receipt to the client's approval, refusals explained", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The contractor enters it through the form kit; the amount is typed and stored as exact cents.
  const connie = await as(browser, 'contractor@demo.test');
  await connie.goto(`${origin}/expenses`);
  await connie.getByRole('link', { name: 'New expense' }).click();
  await connie.getByLabel('Assignment *').selectOption({ label: 'Warehouse Associate' });
  await connie.getByLabel('Type *').selectOption({ label: 'Reimbursement' });
  await connie.getByLabel('Amount *').fill('1,234.56');
  await connie.getByLabel('Date *').fill('2026-11-23');
  await connie.getByLabel('Category').fill('Taxi');
  await connie.getByLabel('Business purpose').fill('Night shift cover at Globex Plant 2');
  await connie.getByRole('button', { name: 'Add expense' }).click();
  await expect(connie).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  const expenseUrl = connie.url();
  await expect(valueOf(connie, 'Amount')).toHaveText('$1,234.56');
  await expect(valueOf(connie, 'Status')).toHaveText('Draft');

  // Submitting waits for the receipt a reimbursement needs, and says so.
  await expect(connie.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await connie.getByText(/Unavailable actions/).click();
  await expect(unavailable(connie)).toContainText(
    'A reimbursement needs at least one receipt: upload the receipt first.',
  );

  await connie
    .getByLabel('Add receipt')
    .setInputFiles({ name: 'taxi.pdf', mimeType: 'application/pdf', buffer: RECEIPT });
  await expect(
    connie.getByRole('list', { name: 'Receipts' }).getByRole('link', { name: 'taxi.pdf' }),
  ).toBeVisible();
  await connie.getByRole('button', { name: 'Submit' }).click();
  await expect(valueOf(connie, 'Status')).toHaveText('Submitted');
  await connie.screenshot({ path: 'test-results/expense-submitted.png', fullPage: true });

  // The staffing partner's owner sees it waiting in /approvals, but may not decide it, and is told why.
  const owner = await as(browser, 'owner@acme.test');
  await owner.goto(`${origin}/approvals?kind=expense`);
  await expect(owner.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: '$1,234.56' })).toHaveCount(1);
  await owner.screenshot({ path: 'test-results/approvals-with-expense.png', fullPage: true });
  await owner.getByRole('row').filter({ hasText: '$1,234.56' }).getByRole('link').click();
  await expect(owner).toHaveURL(expenseUrl);
  await expect(owner.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await owner.getByText(/Unavailable actions/).click();
  await expect(unavailable(owner)).toContainText(
    'Approve is only for clients, employers of record, admins, or partners that are self-timesheet, self-funded, self-employer or self-approve; you are a partner (Acme Staffing) without those settings.',
  );

  // The client decides: approved, to the cent.
  const client = await as(browser, 'client@globex.test');
  await client.goto(expenseUrl);
  await client.getByRole('button', { name: 'Approve' }).click();
  await expect(valueOf(client, 'Status')).toHaveText('Approved');
  await expect(valueOf(client, 'Amount')).toHaveText('$1,234.56');
  await expect(
    client.getByRole('list', { name: 'Receipts' }).getByRole('link', { name: 'taxi.pdf' }),
  ).toBeVisible();
  await client.screenshot({ path: 'test-results/expense-approved.png', fullPage: true });

  // Approved, it leaves the queue.
  await owner.goto(`${origin}/approvals?kind=expense`);
  await expect(owner.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: '$1,234.56' })).toHaveCount(0);
});

test('a client rejects a submitted expense in bulk after the per-row preview, and the contractor reads the reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await as(browser, 'client@globex.test');
  await client.goto(`${origin}/expenses?status=submitted&category=Travel`);
  await expect(client.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await client
    .getByRole('checkbox', { name: /^Select expense: / })
    .first()
    .check();
  const bar = client.getByRole('toolbar', { name: 'Bulk actions' });
  await bar.getByLabel('Bulk action').selectOption({ label: 'Reject' });
  await bar.getByRole('button', { name: 'Preview…' }).click();
  const dialog = client.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Book rail travel through the client portal');
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(dialog).toContainText('1 would succeed, 0 would not.');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toContainText('1 succeeded, 0 failed.');

  const connie = await as(browser, 'contractor@demo.test');
  await connie.goto(`${origin}/expenses?status=rejected&category=Travel`);
  await connie
    .getByRole('link', { name: /^Expense: / })
    .first()
    .click();
  await expect(valueOf(connie, 'Rejection reason')).toHaveText(
    'Book rail travel through the client portal',
  );
});

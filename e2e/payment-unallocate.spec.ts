import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

// Umbrella Corp's open August invoice: no other spec pays or voids it. The payment is this spec's own.
test('an admin removes an allocation made to the wrong invoice with a reason, sees it reversed and the invoice reopened, then allocates again', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await new ShellPage(page, origin).signIn('admin@demo.test', '/payments/new');
  const detail = new TimesheetDetailPage(page);

  await page.getByLabel('Payer *').selectOption({ label: 'Umbrella Corp' });
  await page.getByLabel('Amount *').fill('250.00');
  await page.getByLabel('Received on *').fill('2026-11-21');
  await page.getByLabel('Reference').fill('Umbrella cheque 4471');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('heading', { name: /^Payment PAY-\d{6}$/ })).toBeVisible();
  const paymentUrl = page.url();

  // Allocated in full to Umbrella's open invoice (the one suggested).
  const form = page.getByRole('form', { name: 'Allocate to invoices' });
  const amount = form.getByRole('textbox', { name: /^Amount for INV-\d{6}$/ }).first();
  await expect(amount).toHaveValue('250.00');
  const number = ((await amount.getAttribute('aria-label')) ?? '').replace('Amount for ', '');
  await form.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Allocated: allocated' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Allocations' }).getByRole('row');
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('$250.00 of $250.00 allocated, $0.00 left')).toBeVisible();

  // Remove allocation: the dialog waits for a reason.
  await lines
    .nth(1)
    .getByRole('button', { name: `Remove allocation of $250.00 to ${number}` })
    .click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Remove allocation', exact: true });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByText('Remove allocation needs a reason.')).toBeVisible();
  await dialog.getByRole('textbox').fill('Umbrella meant this for its September work');
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({
      hasText: `Allocation of $250.00 to ${number} removed: $250.00 left to allocate.`,
    }),
  ).toBeVisible();
  await expect(lines.nth(1)).toContainText('Reversed');
  await expect(lines.nth(1)).toContainText(
    'by admin@demo.test: Umbrella meant this for its September work',
  );
  await expect(lines.nth(1).getByRole('button', { name: /^Remove allocation/ })).toHaveCount(0);
  await expect(page.getByText('$0.00 of $250.00 allocated, $250.00 left')).toBeVisible();
  await page.screenshot({ path: 'test-results/payment-allocation-reversed.png', fullPage: true });

  // The invoice is open again: nothing allocated, all of it remaining.
  await lines.nth(1).getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  await expect(detail.field('Status')).toHaveText('Open');
  await expect(detail.field('Allocated')).toHaveText('$0.00');
  await expect(detail.field('Remaining')).toHaveText(await detail.field('Total due').innerText());

  // Allocated again: a new live line beside the reversed one.
  await page.goto(paymentUrl);
  await expect(amount).toHaveValue('250.00');
  await form.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Allocated: allocated' })).toBeVisible();
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText('Reversed');
  await expect(
    lines.nth(2).getByRole('button', { name: `Remove allocation of $250.00 to ${number}` }),
  ).toBeVisible();
  await expect(page.getByText('$250.00 of $250.00 allocated, $0.00 left')).toBeVisible();
  // The payment's history follows without a reload: received, allocated, taken back, allocated.
  const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(5);
  await expect(history.nth(1)).toContainText('Mark received');
  await expect(history.nth(3)).toContainText('Reason: Umbrella meant this for its September work');
  await expect(history.nth(4)).toContainText('Allocate');
  await page.screenshot({ path: 'test-results/payment-allocation-again.png', fullPage: true });
});

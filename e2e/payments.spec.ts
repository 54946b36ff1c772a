import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

// The admin allocates Globex's wire first (part of it to the newest open invoice), then Globex pays
// what that invoice still owes: one story on one demo database.
test.describe.configure({ mode: 'serial' });

test('admin@demo.test allocates a received wire across two invoices; an over-allocation is refused with its reason', async ({
  page,
  baseURL,
}, info) => {
  await new ShellPage(page, baseURL ?? '').signIn('admin@demo.test', '/payments?status=settled');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Globex' }).first();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Payment PAY-/ })).toBeVisible();
  await expect(page.getByText('Not allocated to any invoice yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Allocate to invoices' });
  // The wire names the two invoices it pays; another spec may have sent Globex a newer one meanwhile,
  // which the suggestion leaves empty.
  await expect(form.getByRole('textbox', { name: 'Amount for INV-000002' })).not.toHaveValue('');
  const first = form.getByRole('textbox', { name: 'Amount for INV-000001' });
  const suggested = await first.inputValue();
  await first.fill('999999.00');
  await form.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'left to pay.' })).toContainText(
    'is not allowed now',
  );
  await expect(page.getByText('Not allocated to any invoice yet.')).toBeVisible();

  await first.fill(suggested);
  await form.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Allocated: allocated' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Allocations' }).getByRole('row');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText('full');
  await expect(lines.nth(2)).toContainText('under payment');
  await expect(page.getByText('allocated · under payment').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('payment-detail.png'), fullPage: true });
});

test('client@globex.test pays an open invoice on /pay and sees the receipt on /pay/success', async ({
  page,
  baseURL,
}, info) => {
  await new ShellPage(page, baseURL ?? '').signIn('client@globex.test', '/pay');
  await expect(page.getByRole('heading', { name: 'Pay an invoice' })).toBeVisible();
  await expect(page.getByLabel('Payment method')).toContainText(
    'First Demo Bank ••••6789 (default)',
  );
  await page.screenshot({ path: info.outputPath('pay.png'), fullPage: true });
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  const amount = ((await pay.textContent()) ?? '').replace('Pay ', '');
  const invoice = (
    (await page
      .getByRole('combobox', { name: 'Invoice' })
      .locator('option:checked')
      .textContent()) ?? ''
  ).split(' · ')[0]!;
  expect(invoice).toMatch(/^INV-\d{6}$/);
  await pay.click();
  await expect(page).toHaveURL(/\/pay\/success\?payment=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(amount);
  await expect(receipt).toContainText('Processing');
  // The demo bank settles after a few seconds; the receipt then says so.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('The bank has confirmed this payment.')).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: info.outputPath('pay-success.png'), fullPage: true });
  // The paid invoice is no longer offered (the invoices spec may have sent Globex another meanwhile).
  await page.goto('/pay');
  await expect(
    page
      .getByText('You have no open invoices to pay.')
      .or(page.getByRole('button', { name: /^Pay \$/ })),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(invoice);
});

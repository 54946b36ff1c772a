import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

// Harbor's clients Bluewater Logistics and Cedar Ridge Health: no other spec pays or invoices them,
// and these payments are left unallocated, so nothing another spec reads changes.
const HEADER = 'date,amount,payer,reference';
const BLUEWATER = '2026-11-23,"1,234.56",Bluewater Logistics,Bluewater remittance BW-7731';
const csv = (lines: string[]) => ({
  name: 'november-statement.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\n') + '\n'),
});

test('an admin imports a bank statement: a bad row refuses the file and is named, the fixed file creates the payments, each ready to allocate', async ({
  page,
  baseURL,
}, info) => {
  await new ShellPage(page, baseURL ?? '').signIn('admin@demo.test', '/payments');
  const importLink = page.getByRole('link', { name: 'Import bank statement' });
  await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('payments-list.png') });
  await importLink.click();
  await expect(
    page.getByRole('heading', { name: 'Import bank statement', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('at most 1,000 rows and 512 KB per file')).toBeVisible();
  await expect(page.getByText(HEADER, { exact: true })).toBeVisible();

  const file = page.getByLabel('CSV file');
  await file.setInputFiles(csv([BLUEWATER, '2026-11-24,ninety-eight,Cedar Ridge Health,CR-5520']));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'This file has errors in 1 row, so no payment was created. Fix the rows below and upload the file again.',
  );
  const refused = page.getByRole('table', { name: /^Refused rows/ });
  await expect(refused.getByRole('row', { name: /^3 / })).toContainText(
    'amount: not a positive amount',
  );
  await expect(refused.getByRole('row')).toHaveCount(2);
  // The file stays chosen: sending it again unchanged is refused the same way.
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText(/errors in 1 row/);
  await expect(refused.getByRole('row', { name: /^3 / })).toContainText('amount:');
  await page.screenshot({ path: info.outputPath('bank-statement-refused.png'), fullPage: true });

  await file.setInputFiles(csv([BLUEWATER, '2026-11-24,98.10,Cedar Ridge Health,CR-5520']));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Created 2 payments totalling $1,332.66. Open each one to allocate it to invoices.',
  );
  const created = page.getByRole('table', { name: 'Payments created from this file' });
  const bluewater = created.getByRole('row').filter({ hasText: 'Bluewater Logistics' });
  await expect(bluewater).toContainText('$1,234.56');
  await expect(bluewater).toContainText('Settled');
  await expect(created.getByRole('row').filter({ hasText: 'Cedar Ridge Health' })).toContainText(
    '$98.10',
  );
  await page.screenshot({ path: info.outputPath('bank-statement-imported.png'), fullPage: true });

  await bluewater.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Payment PAY-\d{6}$/ })).toBeVisible();
  const detail = new TimesheetDetailPage(page);
  await expect(detail.field('Status')).toHaveText('Settled');
  await expect(detail.field('Source')).toHaveText('bank statement');
  await expect(detail.field('Reference')).toHaveText('Bluewater remittance BW-7731');
  await expect(page.getByText('Not allocated to any invoice yet.')).toBeVisible();
  await expect(page.getByText('$0.00 of $1,234.56 allocated, $1,234.56 left')).toBeVisible();
});

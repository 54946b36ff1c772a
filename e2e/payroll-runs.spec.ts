import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

// One story on one demo database: Acme's owner pays the biweekly period of 2026-11-02 to
// 2026-11-15 (Connie's approved time), then Connie finds the paycheck under Paychecks.
test.describe.configure({ mode: 'serial' });

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

test('owner@acme.test runs biweekly payroll from approved time to a paid paycheck', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  await new ShellPage(page, baseURL ?? '').signIn('owner@acme.test', '/payroll_runs');
  await expect(page.getByRole('heading', { name: 'Payroll Runs', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New payroll run' }).click();
  await page.getByLabel('A day in the pay period').fill('2026-11-10');
  await page.getByRole('button', { name: 'Add payroll run' }).click();
  await expect(
    page.getByRole('heading', { name: 'Payroll run 2026-11-02 – 2026-11-15' }),
  ).toBeVisible();

  const preview = page.getByRole('table', { name: 'Preview' });
  const connie = preview.getByRole('row').filter({ hasText: 'Connie Contractor' });
  await expect(connie).toBeVisible();
  const cells = connie.getByRole('cell');
  const gross = money((await cells.nth(2).textContent()) ?? '');
  const taxes = money((await cells.nth(3).textContent()) ?? '');
  const deductions = money((await cells.nth(4).textContent()) ?? '');
  const net = money((await cells.nth(5).textContent()) ?? '');
  // Connie's approved, unpaid pay in the period, to the cent: the demo seed's timesheets ($2,125.38;
  // the audit trail's timesheet is in June, paid by Acme's June run), the hotel she is reimbursed
  // ($314.15) and her phone stipend ($50.00).
  expect(gross).toBe(2489.53);
  expect(deductions).toBe(25);
  expect(Math.round((gross - taxes - deductions) * 100)).toBe(Math.round(net * 100));
  await expect(page.getByText('Total employer cost (gross pay and employer taxes)')).toBeVisible();
  await expect(page.getByText('Funding total (net pay and all taxes)')).toBeVisible();
  await page.screenshot({ path: info.outputPath('payroll-preview.png'), fullPage: true });

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();

  const paychecks = page.getByRole('table', { name: 'Paychecks' });
  await expect(paychecks.getByRole('row').filter({ hasText: 'Connie Contractor' })).toBeVisible({
    timeout: 15_000,
  });
  await page.screenshot({ path: info.outputPath('payroll-processing.png'), fullPage: true });
  // The demo bank answers a payout 5 s after it starts; the panel polls until the run ends.
  const row = paychecks.getByRole('row').filter({ hasText: 'Connie Contractor' });
  await expect(row).toContainText('Paid', { timeout: 20_000 });
  await expect(row).toContainText(`$${net.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
  await expect(page.getByText('Run status').locator('..')).toContainText('Paid');
  await page.screenshot({ path: info.outputPath('payroll-paid.png'), fullPage: true });
});

test('contractor@demo.test sees the paycheck under Paychecks', async ({ page, baseURL }, info) => {
  await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
  await page.getByRole('link', { name: 'Paychecks' }).first().click();
  await expect(page.getByRole('heading', { name: 'Paychecks', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Connie Contractor' }).first().click();
  await expect(page.getByRole('heading', { name: /^Paycheck Connie Contractor/ })).toBeVisible();
  const stub = page.getByRole('table', { name: 'Pay stub' });
  await expect(stub).toContainText('Year to date');
  await expect(stub).toContainText('Social Security');
  await expect(stub).toContainText('401(k) contribution');
  await expect(page.getByText('Chicago, IL 60606')).toBeVisible();
  await expect(page.getByText(/account ending 4321/)).toBeVisible();
  await page.screenshot({ path: info.outputPath('paycheck.png'), fullPage: true });
});

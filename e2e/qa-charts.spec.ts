import { expect, test, type Browser } from '@playwright/test';
import { AUDIT_TRAIL_TIMESHEET_ID } from '../src/server/seed/audit-trail';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const SHOTS = process.env.E2E_SCREENSHOTS;

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1440, height: 1000 },
  });
  const page = await context.newPage();
  await new ShellPage(page, origin).signIn(email);
  return page;
}

// A sign-in and a replay of eleven steps, each, on a shared and busy machine.
test.setTimeout(90_000);

test('QA finds the timesheet chart at /developers/statecharts and reads a guard’s rule on its diagram page', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'admin@demo.test');
  await page.goto(`${origin}/developers/statecharts`);
  await expect(page.getByRole('heading', { name: 'Statecharts' })).toBeVisible();
  await page.getByLabel('Find a chart').fill('paid');
  await page.getByRole('link', { name: /Timesheet lifecycle/ }).click();
  await expect(page).toHaveURL(/\/developers\/statecharts\/timesheet$/);
  const diagram = page.getByRole('img', { name: 'Diagram of Timesheet lifecycle' });
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('[data-state="timesheet.approved.payment.paid"]')).toBeVisible();
  const markPaid = page.getByRole('row').filter({ hasText: 'canMarkPaid' });
  await expect(markPaid).toContainText('Mark Paid');
  await expect(markPaid).toContainText('Only admins mark approved time paid.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developers-timesheet.png`, fullPage: true });
});

test('an auditor replays a paid timesheet and sees at a step who could have acted, on the diagram', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'owner@acme.test');
  await page.goto(`${origin}/timesheets/${AUDIT_TRAIL_TIMESHEET_ID}`);
  await page.getByRole('link', { name: 'Replay for audit' }).click();
  await expect(page).toHaveURL(new RegExp(`/timesheets/${AUDIT_TRAIL_TIMESHEET_ID}/audit$`));
  // Twelve seeded steps (the June payroll run's Mark Paid and its paycheck); a thirteenth (invoiced)
  // once the invoices spec has billed its week.
  await expect(page.getByText(/Step 1 of (12|13)/)).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Step 2 of (12|13): Submit/)).toBeVisible();
  await expect(page.locator('[data-field="location"]')).toContainText('40.7128, -74.0060');
  await page
    .getByRole('button', { name: /Reject/ })
    .first()
    .click();
  await expect(page.getByText(/Step 3 of (12|13): Reject/)).toBeVisible();
  await expect(page.locator('[data-field="reason"]')).toHaveText('Hours do not match the site log');

  await page.getByRole('button', { name: /^11\. Mark Paid/ }).click();
  await expect(page.getByText(/Step 11 of (12|13): Mark Paid/)).toBeVisible();
  await expect(page.locator('[data-field="state"]')).toHaveText('Approved → Approved, paid');
  const diagram = page.getByRole('img', { name: 'Diagram of Timesheet lifecycle' });
  await expect(diagram.locator('[data-state="timesheet.approved.payment.paid"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  // Paid by the payroll run on a paycheck since paid: no one may mark it unpaid, each told why.
  await expect(diagram.locator('[data-edge="timesheet.markUnpaid"]')).toHaveAttribute(
    'data-tone',
    'refused',
  );
  const admin = page.locator('tr[data-role="admin:admin"]');
  await expect(admin.getByRole('list', { name: /could$/ })).not.toContainText('Mark Unpaid');
  await admin.getByText(/refused, and why/).click();
  await expect(admin).toContainText('Its pay is on a paid paycheck');
  const partnerOwner = page.locator('tr[data-role="partner:owner"]');
  await expect(partnerOwner.getByRole('list', { name: /could$/ })).not.toContainText('Mark Unpaid');
  await partnerOwner.getByText(/refused, and why/).click();
  await expect(partnerOwner).toContainText('Mark Unpaid is only for admins');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/timesheet-audit.png`, fullPage: true });

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/Step 10 of (12|13): Mark Unpaid/)).toBeVisible();

  // A partner owner audits but is not QA: the charts are not found for them, as any route they may not open.
  await page.goto(`${origin}/developers/statecharts/timesheet`);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Diagram of/ })).toHaveCount(0);
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

/** A page signed in as `email`, in a browser context of its own. */
async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await new ShellPage(page, origin).signIn(email);
  return page;
}

const valueOf = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
const vacationRow = (page: Page) => page.getByRole('row').filter({ hasText: 'Vacation' });

test('a contractor requests time off within the balance, the partner owner approves it from the queue and the balance drops', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The seed: 40.00 h accrued, 8.00 used, 16.00 requested and waiting.
  const connie = await as(browser, 'contractor@demo.test');
  await connie.goto(`${origin}/pto_rules_accruals`);
  await expect(connie.getByRole('heading', { level: 1, name: 'PTO' })).toBeVisible();
  await expect(vacationRow(connie).getByRole('cell').nth(5)).toHaveText('32.00');
  await connie.screenshot({ path: 'test-results/pto-balances.png', fullPage: true });

  await connie.getByRole('link', { name: 'Request time off' }).click();
  await connie.getByLabel('PTO *').selectOption({ label: 'Vacation · Connie Contractor' });
  await connie.getByLabel('First day *').fill('2027-01-04');
  await connie.getByLabel('Last day *').fill('2027-01-05');
  await connie.getByLabel('Hours *').fill('20');
  await connie.getByRole('button', { name: 'Request time off' }).click();
  // Over what is left to book: refused by the server, with the hours.
  await expect(
    connie.getByText(
      'Only 32.00 hours are available, and 16.00 of them are already requested: this request asks for 20.00.',
    ),
  ).toBeVisible();
  await connie.getByLabel('Hours *').fill('8');
  await connie.getByRole('button', { name: 'Request time off' }).click();
  await expect(connie).toHaveURL(/\/time_off_requests\/[0-9a-f-]{36}$/);
  await expect(valueOf(connie, 'Status')).toHaveText('Requested');
  await connie.screenshot({ path: 'test-results/time-off-request.png', fullPage: true });

  const owner = await as(browser, 'owner@acme.test');
  await owner.goto(`${origin}/approvals?kind=time_off`);
  await owner.getByRole('link', { name: 'Time off of Connie Contractor on 2027-01-04' }).click();
  await owner.getByRole('button', { name: 'Approve' }).click();
  await expect(valueOf(owner, 'Status')).toHaveText('Approved');
  await expect(owner.getByText('Requested → Approved')).toBeVisible();
  await owner.screenshot({ path: 'test-results/time-off-approved.png', fullPage: true });

  await connie.goto(`${origin}/pto_rules_accruals`);
  await expect(vacationRow(connie).getByRole('cell').nth(5)).toHaveText('24.00');
});

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

test('a sales partner sees its commission on a paid Acme invoice and works out another; a partner prices a rate; payroll without bill visibility is sent to the dashboard', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Northwind Referrals referred Acme at 10 %: the paid Globex invoice earned it a pending commission.
  const sales = await as(browser, 'sales@demo.test');
  await sales.getByRole('button', { name: 'Finance' }).click();
  await sales.getByRole('link', { name: 'Distributions' }).click();
  await expect(sales).toHaveURL(/\/distributions$/);
  const table = sales.getByRole('table', { name: 'Distributions' });
  const row = table.getByRole('row').filter({ hasText: 'Globex' }).first();
  await expect(row).toContainText('Acme Staffing');
  await expect(row).toContainText('10.00 %');
  await expect(row).toContainText('Pending');
  await row.getByRole('link').click();
  await expect(valueOf(sales, 'Sales partner')).toHaveText('Northwind Referrals');
  await expect(valueOf(sales, 'Rate')).toHaveText('10.00 %');
  await expect(sales.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);

  await sales.getByRole('link', { name: 'Commission Calculator' }).click();
  await sales.getByLabel('Margin ($)').fill('4,812.35');
  await sales.getByLabel('Commission rate (%)').fill('12.5');
  await expect(sales.getByTestId('commission-result')).toContainText('$601.54');
  await sales.getByLabel('Commission rate (%)').fill('twelve');
  await expect(sales.getByText('Enter a percentage such as 12.5, from 0 to 100')).toBeVisible();

  // The Acme owner sees the bill: the pricing calculator works both ways.
  const owner = await as(browser, 'owner@acme.test');
  await owner.getByRole('link', { name: 'Pricing Calculator' }).click();
  await owner.getByLabel('Pay rate ($/h)').fill('25.00');
  await owner.getByLabel('Burden (%)').fill('18');
  await owner.getByLabel('Markup (%)').fill('30');
  const priced = owner.getByTestId('pricing-result');
  await expect(priced).toContainText('$29.50');
  await expect(priced).toContainText('$38.35/h');
  await owner.getByLabel('Target bill rate ($/h)').fill('40');
  await expect(owner.getByTestId('markup-result')).toContainText('35.59 %');

  // Spec §6 middleware: no bill visibility, no pricing calculator.
  const payroll = await as(browser, 'payroll@acme.test');
  await expect(payroll.getByRole('link', { name: 'Pricing Calculator' })).toHaveCount(0);
  await payroll.goto(`${origin}/pricing_calculator`);
  await expect(payroll).toHaveURL(/\/partner\/dashboard$/);
});

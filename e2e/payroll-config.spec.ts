import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test.setTimeout(90_000);

test('Acme’s owner adds a company tax and a GSA rate; a contractor sees its benefits and adds a dependent', async ({
  page,
  browser,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/company_taxes');
  await expect(page.getByRole('heading', { level: 1, name: 'Company taxes' })).toBeVisible();
  await page.getByRole('link', { name: 'New company tax' }).click();
  // The list has a Jurisdiction filter too: act only once the form has opened.
  await expect(page).toHaveURL(/\/company_taxes\/new/);
  await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('IL');
  await page.getByLabel('Tax type').selectOption('SUI');
  await page.getByLabel('Account number').fill('1234567-8');
  await page.getByLabel('Rate (basis points)').fill('325');
  await page.getByLabel('Taxable wage base (per worker, per year)').fill('14250');
  await page.getByLabel('Effective date').fill('2026-07-01');
  await page.getByRole('button', { name: 'Add company tax' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'IL SUI' })).toBeVisible();
  await expect(page.getByText('3.25% (325 basis points)')).toBeVisible();

  await page.goto(`${origin}/gsa_rates/new`);
  await page.getByLabel('State').selectOption('CO');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('Fiscal year').fill('2026');
  await page.getByLabel('Lodging per night').fill('199.00');
  await page.getByLabel('M&IE per day').fill('80.00');
  await page.getByRole('button', { name: 'Add GSA rate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Denver, CO FY2026' })).toBeVisible();
  await page.getByRole('link', { name: '← GSA Rates' }).click();
  await expect(page).toHaveTitle(/GSA Rates/);
  await expect(page.getByRole('link', { name: 'Denver' })).toBeVisible();
  await page.screenshot({ path: 'test-results/gsa-rates.png', fullPage: true });

  const contractor = await (await browser.newContext()).newPage();
  await new ShellPage(contractor, origin).signIn('contractor@demo.test', '/contractor/benefits');
  const enrollments = contractor.getByRole('table', { name: 'Your benefits' });
  await expect(enrollments.getByText('Acme Gold PPO')).toBeVisible();
  await expect(
    contractor.getByRole('table', { name: 'Dependents' }).getByText('Casey Contractor'),
  ).toBeVisible();
  await contractor.getByText('Add a dependent').click();
  await contractor.getByLabel('First name').fill('Cleo');
  await contractor.getByLabel('Last name').fill('Contractor');
  await contractor.getByLabel('Relationship').selectOption('child');
  await contractor.getByLabel('Date of birth').fill('2021-03-14');
  await contractor.getByRole('button', { name: 'Add dependent' }).click();
  await expect(
    contractor.getByRole('table', { name: 'Dependents' }).getByText('Cleo Contractor'),
  ).toBeVisible();
  await contractor.screenshot({ path: 'test-results/contractor-benefits.png', fullPage: true });
});

test('a recruiter reads the payroll configuration but its New pages say it may not add', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('recruiter@acme.test', '/workers_comp_codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Workers comp codes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New code' })).toHaveCount(0);
  await page.goto(`${origin}/workers_comp_codes/new`);
  await expect(page.getByRole('alert')).toHaveText(
    'You are not allowed to add workers comp codes.',
  );
  await expect(page.getByRole('button', { name: 'Add code' })).toHaveCount(0);
});

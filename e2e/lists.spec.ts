import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { TimesheetListPage } from './pages/timesheet-list-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('the assignments list narrows by a contractor from a row, shows and removes that filter, sorts and pages in the URL', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/assignments');
  const list = new TimesheetListPage(page);
  await list.loaded();
  await expect(page).toHaveURL(/\/assignments$/);
  const first = list.table.getByRole('link', { name: /^Only / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Only /, '');
  await first.click();
  await expect(page).toHaveURL(/contractor_id=/);
  const chip = page.getByRole('button', { name: `Remove the filter Contractor: ${name}` });
  await expect(chip).toBeVisible();
  // The chip shows with the URL; the narrowed rows arrive after, so poll until the page holds them.
  await expect
    .poll(
      async () => new Set(await list.table.locator('tbody tr td:nth-child(2)').allTextContents()),
    )
    .toEqual(new Set([name]));
  await chip.click();
  await expect(page).toHaveURL(/\/assignments$/);

  await page.getByRole('button', { name: 'Sort by end' }).click();
  await expect(page).toHaveURL(/sort=end_date/);
  await expect(list.table.getByRole('columnheader', { name: 'Sort by end' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/per_page=25/);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/assignments-list.png', fullPage: true });
});

test('a filter that matches nothing says so and clears back to the whole list', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn(
    'admin@demo.test',
    '/timesheets?date_from=1990-01-01&date_to=1990-01-31',
  );
  await expect(page.locator('section[data-state="empty"]')).toBeVisible();
  await expect(page.getByText('No timesheets match these filters.')).toBeVisible();
  await expect(page.getByText(/^0 timesheets · Total hours: 0\.00$/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/timesheets$/);
  await expect(page.locator('section[data-state="loaded"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/timesheets-list.png', fullPage: true });
});

test('clients: an admin narrows to one partner from a row and opens a client; a partner sees only its own', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await new ShellPage(admin, origin).signIn('admin@demo.test', '/clients');
  const list = new TimesheetListPage(admin);
  await list.loaded();
  await expect(list.table.getByRole('link', { name: 'Globex' })).toBeVisible();
  await list.table.getByRole('link', { name: 'Only clients of Acme Staffing' }).first().click();
  await expect(admin).toHaveURL(/partner_id=/);
  await expect(
    admin.getByRole('button', { name: 'Remove the filter Partner: Acme Staffing' }),
  ).toBeVisible();
  await expect(list.table.getByRole('link', { name: 'Initech' })).toHaveCount(0);
  await list.table.getByRole('link', { name: 'Globex' }).click();
  await expect(admin.getByRole('heading', { name: 'Globex', level: 1 })).toBeVisible();
  await expect(admin.getByText('Signature required before approval')).toBeVisible();
  await admin.screenshot({ path: 'test-results/client-detail.png', fullPage: true });

  const partner = await browser.newPage();
  await new ShellPage(partner, origin).signIn('owner@selfco.test', '/clients');
  const own = new TimesheetListPage(partner);
  await own.loaded();
  expect(await own.table.locator('tbody th').allTextContents()).toEqual(['Initech']);
});

test('contractors: a partner sees its own with their email; a client sees those working for it without personal data', async ({
  browser,
}) => {
  const partner = await browser.newPage();
  await new ShellPage(partner, origin).signIn('owner@acme.test', '/contractors');
  const list = new TimesheetListPage(partner);
  await list.loaded();
  await expect(list.table.getByRole('cell', { name: 'contractor@demo.test' })).toBeVisible();
  await list.table.getByRole('link', { name: 'Connie Contractor' }).click();
  await expect(partner.getByRole('heading', { name: 'Connie Contractor', level: 1 })).toBeVisible();

  const client = await browser.newPage();
  await new ShellPage(client, origin).signIn('client@globex.test', '/contractors');
  const theirs = new TimesheetListPage(client);
  await theirs.loaded();
  expect((await theirs.table.locator('tbody th').allTextContents()).sort()).toEqual([
    'Connie Contractor',
    'Nina Newhire',
  ]);
  await expect(theirs.table.getByRole('cell', { name: 'contractor@demo.test' })).toHaveCount(0);
  await client.screenshot({ path: 'test-results/contractors-client.png', fullPage: true });
});

import { expect, test, type Page } from '@playwright/test';
import { errorToast } from './pages/feedback';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

/** A detail page's value for a term of its description list. */
const valueOf = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

const RATES: [string, string][] = [
  ['Pay rate *', '31.50'],
  ['Overtime pay rate *', '47.25'],
  ['Double overtime pay rate *', '63.00'],
  ['Holiday pay rate *', '63.00'],
  ['Bill rate *', '48.00'],
  ['Overtime bill rate *', '72.00'],
  ['Double overtime bill rate *', '96.00'],
  ['Holiday bill rate *', '96.00'],
];

test('a partner places its contractor at its client, finds it in /assignments, edits the end date and adds a note', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/assignments');
  await page.getByRole('link', { name: 'New assignment' }).click();
  await expect(page.getByRole('heading', { name: 'New assignment', level: 1 })).toBeVisible();

  // Only the partner's own contractors and clients are offered.
  const contractor = page.getByLabel('Contractor *');
  await expect(contractor.getByRole('option', { name: 'Ian Independent' })).toHaveCount(0);
  await contractor.selectOption({ label: 'Connie Contractor' });
  await expect(page.getByLabel('Client *').getByRole('option', { name: 'Initech' })).toHaveCount(0);
  await page.getByLabel('Client *').selectOption({ label: 'Globex' });
  await page.getByLabel('Job *').selectOption({ label: 'Warehouse Associate' });
  await page.getByLabel('Start date *').fill('2027-03-01');
  await page.getByLabel('End date').fill('2027-02-01');
  for (const [label, amount] of RATES) await page.getByLabel(label, { exact: true }).fill(amount);
  await page.getByLabel('Work location').fill('Globex Plant 9, Springfield');
  await page.getByLabel('State').selectOption({ label: 'Illinois' });

  await page.getByRole('button', { name: 'Create assignment' }).click();
  await expect(
    errorToast(page, 'Some fields are missing or there are formatting issues'),
  ).toBeVisible();
  await expect(page.getByLabel('End date')).toHaveAccessibleDescription(
    'The end date must be on or after the start date',
  );
  await page.getByLabel('End date').fill('2027-08-31');
  await page.screenshot({ path: 'test-results/assignment-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Create assignment' }).click();

  await expect(
    page.getByRole('heading', { name: 'Warehouse Associate · Globex', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/assignments\/[0-9a-f-]{36}$/);
  const detail = page.url();
  await expect(valueOf(page, 'End date')).toHaveText('2027-08-31');
  await expect(page.getByRole('row', { name: /Regular/ })).toContainText('$48.00/h');

  await page.goto(`${origin}/assignments?start_date_from=2027-03-01&start_date_to=2027-03-01`);
  const row = page.getByRole('row', { name: /Connie Contractor/ });
  await expect(row).toContainText('Globex');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(detail);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit assignment', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Pay rate *', { exact: true })).toHaveValue('31.50');
  await page.getByLabel('End date').fill('2027-12-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(valueOf(page, 'End date')).toHaveText('2027-12-31');

  await page.getByLabel('Note *').fill('Extended through the holiday season.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByRole('listitem').first()).toContainText('Olivia Owner');
  await expect(notes.getByRole('listitem').first()).toContainText(
    'Extended through the holiday season.',
  );
  await expect(page.getByLabel('Note *')).toHaveValue('');
  await page.screenshot({ path: 'test-results/assignment-detail.png', fullPage: true });
});

test("a partner's user without bill visibility is asked no bill rates and sees none", async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('payroll@acme.test', '/assignments');
  await expect(page.getByRole('columnheader', { name: 'Bill rate' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New assignment' }).click();
  await expect(page.getByLabel('Pay rate *', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/bill rate/i)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/assignment-form-no-bill.png', fullPage: true });
});

test('a partner with corp-to-corp opens its vendors and adds an end client', async ({ page }) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/corp_to_corps');
  await page.getByRole('link', { name: 'Keystone Consulting LLC' }).click();
  await expect(
    page.getByRole('heading', { name: 'Keystone Consulting LLC', level: 1 }),
  ).toBeVisible();
  await expect(valueOf(page, 'EIN')).toHaveText('84-1234567');
  await expect(page.getByText('No contractors work through this vendor.')).toBeVisible();
  await page.screenshot({ path: 'test-results/corp-to-corp.png', fullPage: true });

  await page.goto(`${origin}/end_clients`);
  await page.getByRole('link', { name: 'New end client' }).click();
  await page.getByLabel('Client *').selectOption({ label: 'Globex' });
  await page.getByLabel('Name *').fill('Cypress Creek Robotics');
  await page.getByLabel('Contact email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create end client' }).click();
  await expect(page.getByLabel('Contact email')).toHaveAccessibleDescription(
    'Enter an email address such as name@example.com',
  );
  await page.getByLabel('Contact email').fill('ap@cypress-creek.test');
  await page.getByRole('button', { name: 'Create end client' }).click();
  await expect(
    page.getByRole('heading', { name: 'Cypress Creek Robotics', level: 1 }),
  ).toBeVisible();
  await expect(valueOf(page, 'Client')).toHaveText('Globex');
  await page.goto(`${origin}/end_clients`);
  await page.screenshot({ path: 'test-results/end-clients.png', fullPage: true });
});

test('a partner without corp-to-corp cannot open the vendors; an EOR reads the latest notes it may see', async ({
  page,
  browser,
}) => {
  await new ShellPage(page, origin).signIn('owner@selfco.test', '/corp_to_corps');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();

  const eor = await browser.newPage();
  await new ShellPage(eor, origin).signIn('eor@demo.test', '/notes');
  await expect(eor.getByRole('row', { name: /Umbrella wants the lab badge list/ })).toBeVisible();
  await expect(eor.getByRole('row', { name: /Globex signs timesheets/ })).toHaveCount(0);
  await eor.screenshot({ path: 'test-results/notes.png', fullPage: true });
  await eor.close();
});

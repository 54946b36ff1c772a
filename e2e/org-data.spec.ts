import { expect, test } from '@playwright/test';
import { errorToast } from './pages/feedback';
import { ShellPage } from './pages/shell-page';
import { TimesheetListPage } from './pages/timesheet-list-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('a partner lists its jobs with classification labels, filters by classification and opens one', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/jobs');
  const list = new TimesheetListPage(page);
  await list.loaded();
  await expect(list.table.getByRole('link', { name: 'Forklift Operator' })).toBeVisible();
  await expect(page.getByText('9 jobs')).toBeVisible();
  // Acme has no Canada: its owner is not offered the Canada classification.
  const filters = page.getByRole('group', { name: 'Classification' });
  await expect(filters.getByLabel('W-2 employee')).toBeVisible();
  await expect(filters.getByLabel('Canada T4 employee')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/jobs-list.png', fullPage: true });

  await filters.getByLabel('Independent contractor').check();
  await expect(page).toHaveURL(/classification=independent_contractor/);
  await expect(page.getByText('2 jobs')).toBeVisible();
  expect(await list.table.locator('tbody th').allTextContents()).toEqual([
    'Logistics Consultant',
    'Safety Trainer',
  ]);
  const classifications = await list.table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(classifications)).toEqual(new Set(['Independent contractor']));

  await list.table.getByRole('link', { name: 'Safety Trainer' }).click();
  await expect(page.getByRole('heading', { name: 'Safety Trainer', level: 1 })).toBeVisible();
  await expect(page.getByText('Independent contractor')).toBeVisible();
  await page.screenshot({ path: 'test-results/job-detail.png', fullPage: true });
});

test('an admin is offered Canada among the classifications', async ({ page }) => {
  await new ShellPage(page, origin).signIn('admin@demo.test', '/jobs');
  await expect(
    page.getByRole('group', { name: 'Classification' }).getByLabel('Canada T4 employee'),
  ).toBeVisible();
});

test('a partner lists its clients’ work locations with their addresses and opens one', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/work_locations');
  const list = new TimesheetListPage(page);
  await list.loaded();
  await expect(list.table.getByRole('link', { name: 'Globex Plant 2' })).toBeVisible();
  await expect(
    list.table.getByRole('cell', {
      name: '4415 S 6th Street Rd, Dock 4, Springfield, IL 62703, US',
    }),
  ).toBeVisible();
  await expect(list.table.getByRole('link', { name: /Initech/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/work-locations-list.png', fullPage: true });

  await list.table.getByRole('link', { name: 'Globex Plant 2' }).click();
  await expect(page.getByRole('heading', { name: 'Globex Plant 2', level: 1 })).toBeVisible();
  await expect(page.getByText('4415 S 6th Street Rd')).toBeVisible();
  await expect(page.getByText('62703')).toBeVisible();
  await page.screenshot({ path: 'test-results/work-location-detail.png', fullPage: true });
});

test('purchase orders show amounts as money; departments and project codes list', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/purchase_orders');
  const list = new TimesheetListPage(page);
  await list.loaded();
  await expect(list.table.getByRole('cell', { name: '$185,000.00' })).toBeVisible();
  await page.screenshot({ path: 'test-results/purchase-orders-list.png', fullPage: true });
  await list.open('/departments');
  await expect(list.table.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
  await list.open('/project_codes');
  await expect(list.table.getByRole('link', { name: 'GLX-OPS-100' })).toBeVisible();
  await page.screenshot({ path: 'test-results/project-codes-list.png', fullPage: true });
});

test('a partner adds a work location: the address check speaks on its fields, then it is saved, opened and edited', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/work_locations');
  await page.getByRole('link', { name: 'New work location' }).click();
  await expect(page.getByRole('heading', { name: 'New work location', level: 1 })).toBeVisible();
  await page.getByLabel('Client *').selectOption({ label: 'Globex' });
  await page.getByLabel('Name *').fill('Globex Annex');
  await page.getByLabel('Street address *').fill('100 N Riverside Plaza');
  await page.getByLabel('City *').fill('Chicago');
  await page.getByLabel('State').fill('Illinois');
  await page.getByLabel('ZIP code').fill('6060');
  await page.getByLabel('Country *').selectOption({ label: 'United States' });
  await page.getByRole('button', { name: 'Add work location' }).click();
  await expect(
    errorToast(page, 'Some fields are missing or there are formatting issues'),
  ).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
    'ZIP code must be 5 digits or ZIP+4, as 12345 or 12345-6789',
  );
  await page.getByLabel('ZIP code').fill('60606');
  await page.screenshot({ path: 'test-results/work-location-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Add work location' }).click();
  await expect(page.getByRole('heading', { name: 'Globex Annex', level: 1 })).toBeVisible();
  const state = page
    .locator('dt', { hasText: /^State$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(state).toHaveText('IL');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit work location', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Client *')).toHaveCount(0);
  await page.getByLabel('Name *').fill('Globex Riverside');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Globex Riverside', level: 1 })).toBeVisible();
});

test('a client owner adds a job for its company from /jobs/create, without Canada among the choices', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('client@globex.test', '/jobs');
  await page.getByRole('link', { name: 'New job' }).click();
  await expect(page).toHaveURL(/\/jobs\/create$/);
  const classification = page.getByLabel('Classification *');
  await expect(classification.locator('option', { hasText: 'Canada T4 employee' })).toHaveCount(0);
  await expect(page.getByLabel(/^For client/)).toHaveCount(0);
  await page.getByLabel('Title *').fill('Night Picker');
  await classification.selectOption({ label: 'W-2 employee' });
  await page.getByLabel('Salaried').check();
  await page.screenshot({ path: 'test-results/job-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByRole('heading', { name: 'Night Picker', level: 1 })).toBeVisible();
  const client = page
    .locator('dt', { hasText: 'For client' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(client).toHaveText('Globex');
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
});

test('a client manager cannot open the job form', async ({ page }) => {
  await new ShellPage(page, origin).signIn('approver@globex.test', '/jobs/create');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

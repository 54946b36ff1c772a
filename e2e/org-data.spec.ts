import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { TimesheetListPage } from './pages/timesheet-list-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('a partner lists its jobs with classification labels, filters by classification and opens one', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test');
  const list = new TimesheetListPage(page);
  await list.open('/jobs');
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
  await new ShellPage(page, origin).signIn('admin@demo.test');
  await page.goto('/jobs');
  await expect(
    page.getByRole('group', { name: 'Classification' }).getByLabel('Canada T4 employee'),
  ).toBeVisible();
});

test('a partner lists its clients’ work locations with their addresses and opens one', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test');
  const list = new TimesheetListPage(page);
  await list.open('/work_locations');
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
  await new ShellPage(page, origin).signIn('owner@acme.test');
  const list = new TimesheetListPage(page);
  await list.open('/purchase_orders');
  await expect(list.table.getByRole('cell', { name: '$185,000.00' })).toBeVisible();
  await page.screenshot({ path: 'test-results/purchase-orders-list.png', fullPage: true });
  await list.open('/departments');
  await expect(list.table.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
  await list.open('/project_codes');
  await expect(list.table.getByRole('link', { name: 'GLX-OPS-100' })).toBeVisible();
  await page.screenshot({ path: 'test-results/project-codes-list.png', fullPage: true });
});

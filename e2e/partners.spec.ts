import { expect, test } from '@playwright/test';
import { errorToast } from './pages/feedback';
import { ShellPage } from './pages/shell-page';
import { TimesheetListPage } from './pages/timesheet-list-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('partners: an admin lists every partner, filters by name, self-employer and referrer, and opens one', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('admin@demo.test', '/partners');
  const list = new TimesheetListPage(page);
  await list.loaded();
  await expect(page.getByText('8 partners')).toBeVisible();
  await expect(list.table.getByRole('row', { name: /SelfCo/ })).toContainText(
    'Dark mode, Self-employer, Self-funded, Self-approve',
  );
  await page.screenshot({ path: 'test-results/partners-admin.png', fullPage: true });

  await page.getByRole('searchbox', { name: 'Name' }).fill('staff');
  await page.getByRole('searchbox', { name: 'Name' }).press('Enter');
  await expect(page).toHaveURL(/entity_name=staff/);
  await expect(list.table.locator('tbody th')).toHaveText([
    'Acme Staffing',
    'Blue Ridge Staffing',
    'Crestline Staffing',
    'Harbor Point Staffing',
  ]);
  await page
    .getByRole('combobox', { name: 'Self-employer' })
    .selectOption({ label: 'Self-employer' });
  await expect(page).toHaveURL(/self_employer=true(&|$)/);
  await expect(list.table.locator('tbody th')).toHaveText(['Blue Ridge Staffing']);

  await list.open('/partners');
  await page
    .getByRole('combobox', { name: 'Referred by' })
    .selectOption({ label: 'Northwind Referrals' });
  await expect(page).toHaveURL(/sales_partner_id=/);
  await expect(list.table.locator('tbody th')).toHaveText([
    'Acme Staffing',
    'Harbor Talent Group',
    'Pinnacle Workforce',
  ]);

  await list.table.getByRole('link', { name: 'Harbor Talent Group' }).click();
  await expect(page.getByRole('heading', { name: 'Harbor Talent Group', level: 1 })).toBeVisible();
  await expect(page.getByText('Corp-to-corp enabled')).toBeVisible();
  await page.screenshot({ path: 'test-results/partner-detail.png', fullPage: true });
  await page.getByRole('link', { name: '2 clients' }).click();
  await expect(page).toHaveURL(/\/clients\?partner_id=/);
  await expect(list.table.locator('tbody th')).toHaveText(['Oceanic Logistics', 'Portside Foods']);
});

test('a sales partner sees only the partners it referred, its clients, and itself among sales partners', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('sales@demo.test', '/partners');
  const list = new TimesheetListPage(page);
  await list.loaded();
  await expect(list.table.locator('tbody th')).toHaveText([
    'Acme Staffing',
    'Harbor Talent Group',
    'Pinnacle Workforce',
  ]);
  await page.screenshot({ path: 'test-results/partners-sales.png', fullPage: true });

  await list.open('/referral_partners');
  await expect(page.getByRole('heading', { name: 'Referral Partners', level: 1 })).toBeVisible();
  await expect(list.table.locator('tbody th')).toHaveCount(3);

  await list.open('/clients');
  await expect(list.table.locator('tbody th')).toHaveText([
    'Globex',
    'Oceanic Logistics',
    'Portside Foods',
    'Vertex Analytics',
  ]);

  await list.open('/sales_partners');
  await expect(list.table.locator('tbody th')).toHaveText(['Northwind Referrals']);
  await list.table.getByRole('link', { name: 'Northwind Referrals' }).click();
  const referred = page.getByRole('region', { name: 'Partners referred' });
  await expect(referred.getByRole('link')).toHaveText([
    'Acme Staffing',
    'Harbor Talent Group',
    'Pinnacle Workforce',
  ]);
  await page.screenshot({ path: 'test-results/sales-partner-detail.png', fullPage: true });
  await referred.getByRole('link', { name: 'Pinnacle Workforce' }).click();
  await expect(page.getByRole('heading', { name: 'Pinnacle Workforce', level: 1 })).toBeVisible();
});

test('a partner user cannot open /sales_partners or /partners: the 404 page', async ({ page }) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/sales_partners');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.goto('/partners');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

// Last in this file, so the lists above still see the demo seed's eight partners.
test('an admin creates a partner through the form: a taken subdomain is refused by its field, then it is created, opened and edited', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('admin@demo.test', '/partners');
  await new TimesheetListPage(page).loaded();
  await page.getByRole('link', { name: 'New partner' }).click();
  await expect(page.getByRole('heading', { name: 'New partner', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create partner' }).click();
  await expect(
    errorToast(page, 'Some fields are missing or there are formatting issues'),
  ).toBeVisible();
  await expect(page.getByLabel('Name *')).toHaveAccessibleDescription('Name is required');

  await page.getByLabel('Name *').fill('Keystone Labor');
  await page.getByLabel('Subdomain').fill('acme');
  await page.getByLabel('Self-funded').check();
  await page
    .getByRole('combobox', { name: 'Referred by' })
    .selectOption({ label: 'Brightpath Referrals' });
  await page.getByRole('button', { name: 'Create partner' }).click();
  await expect(page.getByLabel('Subdomain')).toHaveAccessibleDescription(
    'This subdomain is already taken',
  );
  await page.screenshot({ path: 'test-results/partner-form.png', fullPage: true });

  await page.getByLabel('Subdomain').fill('keystone');
  await page.getByRole('button', { name: 'Create partner' }).click();
  await expect(page.getByRole('heading', { name: 'Keystone Labor', level: 1 })).toBeVisible();
  const field = (term: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(field('Self-funded')).toHaveText('Yes');
  await expect(field('Referred by')).toHaveText('Brightpath Referrals');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit partner', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Subdomain')).toHaveValue('keystone');
  await page.getByLabel('Self-funded').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Keystone Labor', level: 1 })).toBeVisible();
  await expect(field('Self-funded')).toHaveText('No');
});

test('a sales partner has no New partner link and cannot open /create_partner', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('sales@demo.test', '/partners');
  await new TimesheetListPage(page).loaded();
  await expect(page.getByRole('link', { name: 'New partner' })).toHaveCount(0);
  await page.goto('/create_partner');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

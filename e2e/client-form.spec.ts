import { expect, test } from '@playwright/test';
import { errorToast } from './pages/feedback';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('an EOR adds a client through the form: a blank name is refused by its field and the toast, then it is created, opened and edited', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('eor@demo.test', '/clients');
  await page.getByRole('link', { name: 'New client' }).click();
  await expect(page).toHaveURL(/\/create_client$/);
  await expect(page.getByRole('heading', { name: 'New client', level: 1 })).toBeVisible();
  // An EOR's client is its own: only an admin is asked for the partner.
  await expect(page.getByLabel(/^Partner/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(
    errorToast(page, 'Some fields are missing or there are formatting issues'),
  ).toBeVisible();
  await expect(page.getByLabel('Name *')).toHaveAccessibleDescription('Name is required');

  await page.getByLabel('Name *').fill('Stark Industries');
  await page.getByLabel('Signature required before approval').check();
  await page.screenshot({ path: 'test-results/client-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { name: 'Stark Industries', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  // The detail's fields are a description list: each term is followed by its value.
  const signature = page
    .locator('dt', { hasText: 'Signature required before approval' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(signature).toHaveText('Yes');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit client', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name *')).toHaveValue('Stark Industries');
  await expect(page.getByLabel('Signature required before approval')).toBeChecked();
  await page.getByLabel('Name *').fill('Stark Industries Inc');
  await page.getByLabel('Signature required before approval').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Stark Industries Inc', level: 1 })).toBeVisible();
  await expect(signature).toHaveText('No');
});

test('a client user cannot open the client form', async ({ page }) => {
  await new ShellPage(page, origin).signIn('approver@globex.test', '/create_client');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

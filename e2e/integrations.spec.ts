import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test.setTimeout(120_000);

test('SelfCo’s owner opens Integrations from Settings, saves and tests the maps key, and connects the accounting system', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@selfco.test');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: /^Outside services/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Maps and addresses/ })).toContainText('Demo service');

  await page.getByRole('link', { name: 'Maps and addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maps and addresses' })).toBeVisible();
  await page.getByLabel('API key or token').fill('maps_key_for_selfco_9876');
  await page.getByRole('button', { name: 'Save and test' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Connected');
  await expect(status).toContainText('…9876');
  await expect(page.getByText('maps_key_for_selfco_9876')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Recent calls' })).toContainText(
    'ZIP code 10001 is New York, NY',
  );

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('table', { name: 'Recent calls' }).getByRole('row')).toHaveCount(3);

  await page.getByRole('link', { name: 'Integrations' }).first().click();
  await expect(page.getByRole('row', { name: /Maps and addresses/ })).toContainText('Connected');

  await page.goto(`${origin}/accounting_auth`);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('status')).toContainText('Connected');
  // The single-use state left the address bar once used.
  await expect(page).toHaveURL(`${origin}/accounting_auth`);
});

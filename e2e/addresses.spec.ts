import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('an address is picked by keyboard from the places suggested for what was typed', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/work_locations/new');
  await expect(page.getByRole('heading', { name: 'New work location', level: 1 })).toBeVisible();
  await page.getByLabel('Client *').selectOption({ label: 'Globex' });
  await page.getByLabel('Name *').fill('Capitol Annex');
  await page.getByLabel('Street address *').fill('1 Capitol Ave');

  // The city is an address input: a city's name (or a ZIP code) offers places, picked by keyboard.
  const city = page.getByRole('combobox', { name: 'City *' });
  await city.fill('Springfield, IL');
  const places = page.getByRole('listbox', { name: 'Suggested places' });
  await expect(places.getByRole('option', { name: 'Springfield, IL 62701' })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(places).toBeHidden();
  await expect(city).toHaveValue('Springfield');
  await expect(page.getByLabel('State')).toHaveValue('IL');
  await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
  await expect(page.getByLabel('Country *')).toHaveValue('US');
  await page.getByRole('button', { name: 'Add work location' }).click();
  await expect(page.getByRole('heading', { name: 'Capitol Annex', level: 1 })).toBeVisible();
});

test("a city that is not its ZIP code's is refused with the suggested address, taken in one click", async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/work_locations/new');
  const city = page.getByRole('combobox', { name: 'City *' });
  await page.getByLabel('Client *').selectOption({ label: 'Globex' });
  await page.getByLabel('Name *').fill('Lakefront Annex');
  await page.getByLabel('Street address *').fill('100 N Riverside Plaza');
  await city.fill('Chicago');
  await city.press('Escape');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel('Country *').selectOption({ label: 'United States' });
  await page.getByRole('button', { name: 'Add work location' }).click();
  await expect(city).toHaveAccessibleDescription(
    'The city, state and ZIP code do not match: ZIP code 62701 is in Springfield, IL',
  );
  const suggestion = page.getByRole('alert').filter({ hasText: 'Suggested address' });
  await expect(suggestion).toContainText('Springfield, IL 62701');
  await page.screenshot({ path: 'test-results/suggested-address.png', fullPage: true });
  await suggestion.getByRole('button', { name: 'Use suggested address' }).click();
  await expect(city).toHaveValue('Springfield');
  await expect(suggestion).toBeHidden();
  await page.getByRole('button', { name: 'Add work location' }).click();
  await expect(page.getByRole('heading', { name: 'Lakefront Annex', level: 1 })).toBeVisible();
});

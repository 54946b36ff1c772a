import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const SHOTS = process.env.E2E_SCREENSHOTS;

test.setTimeout(90_000);

test('a developer creates a key on /developers, sees it once, calls the API with it, and revokes it', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1440, height: 1000 },
  });
  const page = await context.newPage();
  await new ShellPage(page, origin).signIn('developer@acme.test', '/developers');
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute(
    'href',
    '/docs',
  );
  await expect(page.getByLabel('Example request')).toContainText(
    `curl -H "Authorization: Bearer sk_…" "${origin}/v2/timesheets`,
  );

  const name = `Story key ${Date.now()}`;
  await page.getByLabel('Key name').fill(name);
  await page.getByLabel('Key access').selectOption('read');
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('textbox', { name: 'New API key' });
  await expect(shown).toHaveValue(/^sk_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  const keys = page.getByRole('table', { name: 'Your API keys' });
  const row = keys.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${key.slice(0, 9)}…`);
  await expect(row).toContainText('Read only');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developers-key-shown.png`, fullPage: true });

  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(key);

  const withKey = { Authorization: `Bearer ${key}` };
  const listed = await request.get(`${origin}/v2/timesheets?per_page=5`, { headers: withKey });
  expect(listed.status()).toBe(200);
  expect((await listed.json()).data.length).toBeGreaterThan(0);
  expect((await request.post(`${origin}/v2/notes`, { headers: withKey, data: {} })).status()).toBe(
    403,
  );

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(keys.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
  expect((await request.get(`${origin}/v2/timesheets`, { headers: withKey })).status()).toBe(401);

  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developers-phone.png`, fullPage: true });
  await context.close();
});

test('a signed-in user who is not a developer reads how to use the API but gets no keys', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await new ShellPage(page, origin).signIn('admin@demo.test', '/developers');
  await expect(page.getByText('API keys are for developer accounts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the statecharts' }).click();
  await expect(page).toHaveURL(/\/developers\/statecharts$/);
});

import { expect, test } from '@playwright/test';
import { followMenuItem, overflow, PHONE, watchApi } from './pages/menu-walk';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

// Every page of every demo account is checked at this width by the menu walk (menu-walk.spec.ts).
test.use({ viewport: PHONE });

test('on a phone the menu opens over the page, keeps focus, and closes', async ({ page }) => {
  const shell = new ShellPage(page, origin);
  await shell.signIn('owner@acme.test');
  await expect(shell.menu).toHaveCount(0);
  // The menu makes the page inert (out of the accessibility tree), so the page is found by its tag.
  const main = page.locator('main');
  const left = (await main.boundingBox())?.x;

  await shell.menuButton.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect((await main.boundingBox())?.x, 'the page stays where it was').toBe(left);
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(shell.menuButton).toBeFocused();

  await shell.menuButton.click();
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(dialog).toHaveCount(0);

  // A menu link moves inside the app: the document is still the one it started in.
  const documentStart = await page.evaluate(() => performance.timeOrigin);
  await shell.menuButton.click();
  await dialog.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  expect(await page.evaluate(() => performance.timeOrigin), 'the same document').toBe(
    documentStart,
  );
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('on a phone a contractor reads timesheets as cards and enters time day by day', async ({
  page,
}) => {
  const shell = new ShellPage(page, origin);
  await shell.signIn('contractor@demo.test');
  await followMenuItem(
    shell,
    { label: 'Timesheets', href: '/contractor/time_sheets', group: null },
    watchApi(page),
  );
  await expect(
    page
      .getByRole('list', { name: /timesheets/i })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Enter time' }).click();
  await expect(page.locator('section[data-state="editing"]')).toBeVisible();
  // A week nobody enters: the agency-week story submits this week's days for the same worker.
  await page.getByLabel('Week starting').fill('2026-12-07');
  await expect(page.locator('section[data-state="editing"]')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Monday/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Start, Monday' }).fill('8am');
  await page.getByRole('textbox', { name: 'End, Monday' }).fill('4:30pm');
  await page.getByRole('textbox', { name: 'Break minutes, Monday' }).fill('30');
  await expect(page.getByRole('status', { name: 'Hours, Monday' })).toHaveText('8.00');
  expect(await overflow(page)).toEqual([]);
});

test('on a phone a detail page reads its lines as cards, each value under its column’s name', async ({
  page,
}) => {
  const shell = new ShellPage(page, origin);
  await shell.signIn('owner@acme.test');
  const invoices = await page.evaluate(async () => {
    const token = sessionStorage.getItem('auth._token.local');
    const res = await fetch('/v2/invoices?status=paid&per_page=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { data: { id: string }[] };
  });
  await page.goto(`${origin}/invoices/${invoices.data[0]?.id}`);
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  const date = lines.getByRole('row').nth(1).getByRole('cell').first();
  await expect(date).toHaveAttribute('data-label', 'Date');
  expect(await date.evaluate((cell) => getComputedStyle(cell).display)).toBe('flex');
  expect(await overflow(page)).toEqual([]);
});

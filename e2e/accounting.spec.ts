import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { overflow } from './pages/menu-walk';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test.setTimeout(120_000);

test('Acme’s owner maps overtime to its own account, exports the year’s journal as IIF, and every entry balances', async ({
  page,
}) => {
  const shell = new ShellPage(page, origin);
  await shell.signIn('owner@acme.test', '/accounting_mappings');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting Mappings' })).toBeVisible();
  await page.getByRole('link', { name: 'New mapping' }).click();
  await expect(page).toHaveURL(/\/accounting_mappings\/new/);
  // The list stays on screen until the form's page has loaded: wait for the form's own title.
  await expect(page.getByRole('heading', { level: 1, name: 'New mapping' })).toBeVisible();
  await page
    .getByRole('combobox', { name: /^Item/ })
    .selectOption({ label: 'Invoice lines: overtime' });
  await page
    .getByRole('combobox', { name: /^Account/ })
    .selectOption({ label: '4100 · Overtime revenue' });
  await page.getByRole('button', { name: 'Add mapping' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invoice lines: overtime' }),
  ).toBeVisible();
  await expect(page.getByText('4100 · Overtime revenue')).toBeVisible();

  await page.getByRole('link', { name: '← Mappings' }).click();
  await page
    .getByRole('navigation', { name: 'Accounting' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await page.getByLabel('From').fill('2026-01-01');
  await page.getByLabel('To').fill('2026-12-31');
  await page.getByRole('button', { name: 'Show period' }).click();
  const summary = page.getByText(/^Acme Staffing: \d+ entries/);
  await expect(summary).toContainText('balanced.');
  await expect(summary).not.toContainText('not balanced');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/accounting-journal.png', fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export QuickBooks IIF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('journal-2026-01-01-2026-12-31.iif');
  const iif = await readFile((await download.path())!, 'utf8');
  const lines = iif.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO');
  let entry = 0;
  let entries = 0;
  for (const line of lines.slice(3)) {
    if (line === 'ENDTRNS') {
      expect(entry).toBe(0);
      entries += 1;
      continue;
    }
    entry += Math.round(Number(line.split('\t')[5]) * 100);
  }
  expect(entries).toBeGreaterThan(0);

  await shell.onPhone();
  await expect(summary).toBeVisible();
  // Named, so a page wider than the phone says which element made it so.
  expect(await overflow(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/accounting-journal-phone.png', fullPage: true });
});

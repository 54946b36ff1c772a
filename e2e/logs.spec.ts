import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { TimesheetListPage } from './pages/timesheet-list-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('logs: an admin finds their own sign-in in Access Logs, narrows to it, and reads the Service Logs', async ({
  page,
}) => {
  // Several pages and filters in one path: more than the default budget on a shared machine.
  test.slow();
  const today = new Date().toISOString().slice(0, 10);
  await new ShellPage(page, origin).signIn('admin@demo.test', '/logs?type=access');
  const list = new TimesheetListPage(page);
  await list.loaded();
  await expect(page.getByRole('heading', { name: 'Access Logs', level: 1 })).toBeVisible();
  const tabs = page.getByRole('main').getByRole('navigation', { name: 'Logs' });
  await expect(tabs.getByRole('link', { name: 'Access Logs' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page
    .getByRole('combobox', { name: 'Action' })
    .selectOption({ label: 'Signed in with password' });
  await expect(page).toHaveURL(/type=access&kind=sign_in(&|$)/);
  const mine = list.table.getByRole('row').filter({ hasText: 'Ada Admin' }).first();
  await mine.getByRole('link', { name: 'Ada Admin' }).click();
  await expect(page).toHaveURL(/user_id=/);
  const latest = list.table.locator('tbody tr').first();
  await expect(latest).toContainText(today);
  await expect(latest).toContainText('Signed in with password');
  await expect(latest).toContainText('POST /v2/user');
  await expect(latest).toContainText('127.0.0.1');
  await page.screenshot({ path: 'test-results/logs-access.png', fullPage: true });

  await tabs.getByRole('link', { name: 'Service Logs' }).click();
  await expect(page.getByRole('heading', { name: 'Service Logs', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/logs\?type=service$/);
  await expect(list.table.getByRole('row', { name: /Event log check/ }).first()).toContainText(
    'chain intact',
  );
  await page.screenshot({ path: 'test-results/logs-service.png', fullPage: true });
});

test('logs: other users never reach /logs', async ({ page }) => {
  const shell = new ShellPage(page, origin);
  await shell.signIn('owner@acme.test', '/logs?type=access');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Logs' })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

// One demo account of each user type, what its dashboard must show and a to-do to follow.
const USERS = [
  {
    email: 'admin@demo.test',
    money: ['Receivables', 'Overdue', 'Gross pay this month'],
    follow: 'Approvals waiting',
  },
  {
    email: 'owner@acme.test',
    money: ['Receivables', 'Overdue', 'Gross pay this month'],
    follow: 'Invoices overdue',
  },
  { email: 'sales@demo.test', money: ['Receivables', 'Overdue'], follow: 'Invoices overdue' },
  {
    email: 'eor@demo.test',
    money: ['Receivables', 'Overdue', 'Gross pay this month'],
    follow: 'Approvals waiting',
  },
  {
    email: 'client@globex.test',
    money: ['Amount due', 'Overdue'],
    follow: 'Timesheets waiting for approval',
  },
  {
    email: 'contractor@demo.test',
    money: ['Earnings this year'],
    follow: 'Timesheets of last week not submitted',
  },
] as const;

for (const u of USERS) {
  test(`${u.email}: the dashboard leads with to-dos whose counts are what their lists show`, async ({
    page,
  }, info) => {
    const shell = new ShellPage(page, origin);
    await shell.signIn(u.email);
    await shell.menu.getByRole('link', { name: 'Dashboard' }).click();
    const dashboard = new DashboardPage(page);

    const todos = await dashboard.todoTexts();
    expect(todos.length).toBeGreaterThan(0);
    for (const t of todos) expect(t.count, t.text).toBeGreaterThan(0);
    for (const label of u.money)
      await expect(
        dashboard.section('Money').getByRole('link', { name: new RegExp(`^${label}\\s*-?\\$`) }),
      ).toBeVisible();
    await expect(
      dashboard.section('Trends').getByRole('table', { name: 'Hours per week, last 12 weeks' }),
    ).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: info.outputPath(`dashboard-${u.email}-desktop.png`),
      fullPage: true,
    });
    // The shell picks its phone layout when the page loads.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(dashboard.section('To do')).toBeVisible();
    await page.screenshot({
      path: info.outputPath(`dashboard-${u.email}-390.png`),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.reload();

    const todo = dashboard.todos.filter({ hasText: u.follow });
    const count = Number(/^\s*(\d+)/.exec(await todo.innerText())?.[1]);
    await todo.click();
    await expect(page).not.toHaveURL(/dashboard/);
    await expect(dashboard.listSummary()).toHaveText(new RegExp(`^${count} `));
  });
}

test('a chart is a table of its values, each linking to the rows it sums', async ({ page }) => {
  const shell = new ShellPage(page, origin);
  await shell.signIn('owner@acme.test');
  const chart = new DashboardPage(page)
    .section('Trends')
    .getByRole('table', { name: 'Receivables by age' });
  await expect(chart.getByRole('row')).toHaveCount(6);
  const overdue = chart.getByRole('row', { name: /1–30 days late/ });
  const owed = (await overdue.getByRole('cell').first().innerText()).trim();
  await overdue.getByRole('link').click();
  await expect(page).toHaveURL(/\/invoices\?/);
  await expect(new DashboardPage(page).listSummary()).toContainText(`still owed ${owed}`);
});

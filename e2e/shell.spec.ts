import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = (sub?: string) => `http://${sub ? `${sub}.` : ''}localhost:${PORT}`;

test('partner subdomains show their own logo, title and theme', async ({ page }) => {
  await page.goto(`${origin('acme')}/terms`);
  await expect(page.getByRole('img', { name: 'Acme Staffing' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Staffing');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.goto(`${origin('selfco')}/terms`);
  await expect(page.getByRole('img', { name: 'SelfCo' })).toBeVisible();
  await expect(page).toHaveTitle('SelfCo');
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Guest pages carry the partner's colours too (SelfCo's primary is #7c3aed).
  await page.goto(`${origin('selfco')}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
    'background-color',
    'rgb(124, 58, 237)',
  );
});

test('titles, hide_navigation and the legacy timesheets link', async ({ page }) => {
  const shell = new ShellPage(page, origin());
  await shell.signIn('admin@demo.test', '/gsa_rates');
  await expect(page).toHaveTitle('GSA Rates');
  await expect(page.getByRole('heading', { name: 'GSA Rates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New GSA rate' })).toBeVisible();
  await shell.open('/gsa_rates?hide_navigation=true');
  await expect(page.getByRole('heading', { name: 'GSA Rates' })).toBeVisible();
  await expect(shell.menu).toHaveCount(0);
  await shell.open('/time_sheets');
  await expect(page).toHaveURL(/\/timesheets$/);
});

test('dashboard figures link to their lists', async ({ page }) => {
  const shell = new ShellPage(page, origin('acme'));
  // Signing in opens /dashboard, which sends a partner to theirs.
  const token = await shell.signIn('owner@acme.test');
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByRole('link', { name: /Clients\s*1/ })).toHaveAttribute('href', '/clients');
  // Other stories add Acme workers through the product (onboarding-return.spec.ts): the figure is the list's total.
  const contractors = await page.request.get(`${origin()}/v2/contractors?per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = ((await contractors.json()) as { meta: { total: number } }).meta.total;
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(
    page.getByRole('link', { name: new RegExp(`Contractors\\s*${total}(?!\\d)`) }),
  ).toHaveAttribute('href', '/contractors');
});

test('a partner changes its branding in settings and sees it at once', async ({ page }) => {
  const shell = new ShellPage(page, origin('acme'));
  await shell.signIn('owner@acme.test', '/settings');
  await page.getByLabel('Brand name').fill('Acme Renamed');
  await page.getByLabel('Dark mode by default').check();
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Branding saved' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page).toHaveTitle('Settings');
  await page.goto(`${origin('acme')}/terms`);
  await expect(page).toHaveTitle('Acme Renamed');
});

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the shell has no serious or critical axe violations, light and dark', async ({ page }) => {
  const acme = new ShellPage(page, origin('acme'));
  await acme.signIn('owner@acme.test', '/partner/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await acme.menu.getByRole('button', { name: 'Finance' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  const selfco = new ShellPage(page, origin('selfco'));
  await selfco.signIn('owner@selfco.test', '/settings');
  await expect(page.getByRole('button', { name: 'Save branding' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${origin('selfco')}/terms`);
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell stays mounted while the pages under it change, and the title and active menu item follow', async ({
  page,
}) => {
  const shell = new ShellPage(page, origin());
  await shell.signIn('owner@acme.test', '/assignments');
  // A mark on the menu's DOM node survives only if React keeps the node rather than mounting a new shell.
  await shell.menu.evaluate((el) => el.setAttribute('data-e2e-mark', 'kept'));
  await shell.menu.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await expect(page).toHaveURL(/\/timesheets$/);
  await expect(page).toHaveTitle(/Timesheets/);
  await expect(shell.menu.getByRole('link', { name: 'Timesheets', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(shell.menu).toHaveAttribute('data-e2e-mark', 'kept');
});

import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

// One story on one demo database: Connie verifies her identity from Settings; Nina, who has no date
// of birth on file, fails and may try again; Acme's owner turns on "Require identity verification
// before first payroll", and the drafted run of 2026-10-19 refuses Nina (never paid) by name while
// Connie (paid in June) is unaffected.
test.describe.configure({ mode: 'serial' });

async function openSettings(page: Page, shell: ShellPage) {
  await shell.showMenu();
  await shell.menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'Identity verification' });
}

test('contractor@demo.test verifies her identity from Settings', async ({
  page,
  baseURL,
}, info) => {
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('contractor@demo.test');
  const panel = await openSettings(page, shell);
  await expect(panel).toContainText('You have not verified your identity yet.');
  await panel.getByRole('button', { name: 'Verify your identity' }).click();
  // The demo service checks for 1.5 s; the panel asks again every second until it answers.
  await expect(panel).toContainText('The identity service is checking your document and selfie');
  await expect(panel).toContainText('Your identity is verified.', { timeout: 10_000 });
  await expect(panel.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('identity-verified.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('identity-verified-390.png'), fullPage: true });
});

test('newhire@demo.test fails without a date of birth on file, and may verify again', async ({
  page,
  baseURL,
}, info) => {
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('newhire@demo.test');
  const panel = await openSettings(page, shell);
  await panel.getByRole('button', { name: 'Verify your identity' }).click();
  await expect(panel).toContainText('Your identity could not be verified.', { timeout: 10_000 });
  await expect(panel).toContainText(
    'Reason: The date of birth on file is missing: add it to your profile first',
  );
  await expect(panel.getByRole('button', { name: 'Verify again' })).toBeEnabled();
  await page.screenshot({ path: info.outputPath('identity-failed.png'), fullPage: true });
});

test('owner@acme.test requires verification; the run refuses Nina by name', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('owner@acme.test');
  await shell.showMenu();
  await shell.menu.getByRole('button', { name: 'Finance' }).click();
  await shell.menu.getByRole('link', { name: 'Paychecks' }).click();
  await expect(page.getByRole('heading', { name: 'Paychecks', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Payroll runs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payroll Runs', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Payroll settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payroll Settings', level: 1 })).toBeVisible();
  const acme = page.getByRole('row').filter({ hasText: 'Acme Staffing' });
  await expect(acme).toContainText('Not required');
  await acme.getByRole('link', { name: 'Edit' }).click();
  const setting = page.getByLabel('Require identity verification before first payroll');
  await expect(setting).not.toBeChecked();
  await setting.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Acme Staffing' })).toContainText(
    'Required before first payroll',
  );

  await page.goto(`${baseURL}/payroll_runs`);
  await page.getByRole('link', { name: '2026-10-19 – 2026-11-01' }).click();
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row').filter({ hasText: 'Nina Newhire' })).toContainText(
    'Refused: Nina Newhire has not verified their identity, which this employer requires before a first paycheck',
  );
  await expect(preview.getByRole('row').filter({ hasText: 'Connie Contractor' })).not.toContainText(
    'Refused',
  );
  await page.screenshot({ path: info.outputPath('run-refusal.png'), fullPage: true });
});

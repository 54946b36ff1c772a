import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

// An admin grants Acme's recruiter the Hours report on the recruiter's user page; the recruiter then
// finds Reports in the menu with only Hours to run. The grant is taken back at the end.
test('admin grants a recruiter a report on the user page; the recruiter runs only that report', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('admin@demo.test', '/admin/users?name=recruiter');
  await page.getByRole('link', { name: 'Rita Recruiter' }).click();
  const section = page.getByRole('region', { name: 'Reports' });
  await expect(section.getByRole('checkbox', { name: 'Hours' })).toBeVisible();
  const save = section.getByRole('button', { name: 'Save reports' });
  await expect(save).toBeDisabled();
  await section.getByRole('checkbox', { name: 'Hours' }).check();
  await save.click();
  await expect(save).toBeDisabled();
  await expect(section.getByRole('checkbox', { name: 'Hours' })).toBeChecked();
  await page.screenshot({ path: info.outputPath('report-grants.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('report-grants-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const other = await browser.newPage();
  const recruiter = new ShellPage(other, baseURL ?? '');
  await recruiter.signIn('recruiter@acme.test', '/reports');
  const choice = other
    .getByRole('form', { name: 'Run report' })
    .getByLabel('Report', { exact: true });
  await expect(choice).toHaveValue('hours');
  await expect(choice.getByRole('option')).toHaveText(['Hours']);
  await other.close();

  // The grant is taken back, so other stories meet the recruiter as the demo made them.
  await page.reload();
  await section.getByRole('checkbox', { name: 'Hours' }).uncheck();
  await save.click();
  await expect(save).toBeDisabled();
  await expect(section.getByRole('checkbox', { name: 'Hours' })).not.toBeChecked();
});

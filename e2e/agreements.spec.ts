import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

test('a partner owner lists the signed agreements, filters them and opens a signature', async ({
  page,
  baseURL,
}) => {
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('owner@acme.test');
  await shell.menu.getByRole('link', { name: 'Agreements' }).click();
  await expect(page.getByRole('heading', { name: 'Agreements', level: 1 })).toBeVisible();
  // Connie signed the contractor agreement and the handbook in the seed; Nina may be signing hers now.
  const connie = page
    .getByRole('row')
    .filter({ hasText: 'contractor@demo.test' })
    .filter({ hasText: 'Contractor Agreement' });
  await expect(connie).toContainText('Connie Contractor');
  await expect(connie).toContainText('Nov 3, 2025, 10:12:00 AM EST');
  await expect(connie).toContainText('Yes');
  await page.screenshot({ path: 'test-results/agreements-list.png', fullPage: true });

  await page.getByLabel('Document', { exact: true }).selectOption('employee_handbook');
  await expect(page).toHaveURL(/document=employee_handbook/);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'contractor@demo.test' })
      .filter({ hasText: 'Employee Handbook' }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Contractor Agreement' })).toHaveCount(0);

  await page.getByLabel('Document', { exact: true }).selectOption('contractor_agreement');
  await connie.getByRole('link', { name: 'Contractor Agreement' }).click();
  await expect(
    page.getByRole('heading', { name: 'Contractor Agreement: Connie Contractor', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('203.0.113.24')).toBeVisible();
  await expect(page.getByText('The current text of this document')).toBeVisible();
});

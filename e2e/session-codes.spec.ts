import { expect, test } from '@playwright/test';
import { errorToast } from './pages/feedback';
import { LoginPage, Mailbox, signedInEmail } from './pages/login-page';

// finance@acme.test's sign-in codes: a code is mailed at most once a minute while the last is
// unused, and the agency's week signs this account in too, so these run after it
// (playwright.config.ts), apart from the other session specs, which run beside it.
test('finance@acme.test signs in with the code from the outbox', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('finance@acme.test');
  await expect(page).toHaveURL(/\/two_factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  expect(await signedInEmail(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await page.getByLabel('Code').fill('12a');
  await expect(page.getByText('Invalid code', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  const code = await new Mailbox(page).latestCode('finance@acme.test');
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(errorToast(page, 'Invalid or expired code')).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  expect(await signedInEmail(page)).toBe('finance@acme.test');
});

test('the mailbox page shows the mailed code', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('finance@acme.test');
  await expect(page).toHaveURL(/\/two_factor$/);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Your sign-in code to finance@acme.test' }).first(),
  ).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { errorToast } from './pages/feedback';
import { LoginPage, Mailbox, signedInEmail } from './pages/login-page';
import { TwoFactorModal } from './pages/two-factor-modal';

test('a protected page opened while signed out is remembered and reopened after sign-in', async ({
  page,
}) => {
  await page.goto('/change_password');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchange_password$/);
  await new LoginPage(page).signIn('owner@acme.test');
  await expect(page).toHaveURL(/\/change_password$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  expect(await signedInEmail(page)).toBe('owner@acme.test');
  const analytics = await page.evaluate(() => window.__analytics?.map((a) => a.call));
  expect(analytics).toEqual(['identify']);
});

test('an unsafe redirect query is ignored: the user goes home', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('?redirect=%2F%2Fevil.test%2Fpartner');
  await login.signIn('recruiter@acme.test');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/partner\/dashboard$/);
});

test('a signed-in user on a guest page goes home; the 404 page and wrong credentials', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('client@globex.test', 'wrong-password');
  await expect(errorToast(page, 'Invalid email or password')).toBeVisible();
  await login.signIn('client@globex.test');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute(
    'href',
    '/client/dashboard',
  );
});

test('a 424 opens the two-factor modal; the replayed request succeeds; resend counts down', async ({
  page,
}) => {
  await page.clock.install();
  const login = new LoginPage(page);
  await page.goto('/change_password');
  await login.signIn('owner@selfco.test');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

  await page.getByRole('button', { name: 'Export my data' }).click();
  const modal = new TwoFactorModal(page);
  await expect(modal.title()).toBeVisible();
  await expect(
    page.getByText(
      'We sent a 6-digit code to o***@selfco.test. Please enter it below to continue.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect(modal.resend()).toBeDisabled();
  await expect(modal.resend()).toHaveText('Resend code (60s)');
  await page.clock.runFor(5_000);
  await expect(modal.resend()).toHaveText('Resend code (55s)');

  await expect(modal.submit()).toBeDisabled();
  await modal.code().fill('12a');
  await expect(page.getByText('Invalid code', { exact: true })).toBeVisible();
  await modal.code().fill('');
  await expect(page.getByText('Code is required')).toBeVisible();
  await modal.code().fill('999999');
  await expect(modal.submit()).toBeEnabled();
  const code = await new Mailbox(page).latestCode('owner@selfco.test');
  if (code === '999999') await modal.code().fill('999998');
  await modal.submit().click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification code');
  await expect(modal.title()).toBeVisible();

  await page.clock.runFor(56_000);
  await expect(modal.resend()).toHaveText('Resend code');
  // The browser clock ran a minute, the server's did not: it still refuses a second code (429).
  await modal.resend().click();
  await expect(page.getByRole('alert')).toHaveText('Failed to resend the code. Please try again.');
  await expect(modal.resend()).toBeEnabled();

  await modal.code().fill(code);
  await modal.submit().click();
  await expect(modal.title()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download my data (ready)' })).toBeVisible();
});

test('logout resets analytics and goes to /login; the revoked token opens nothing', async ({
  page,
}) => {
  await page.goto('/change_password');
  await new LoginPage(page).signIn('eor@demo.test');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const analytics = await page.evaluate(() => window.__analytics?.map((a) => a.call));
  expect(analytics).toEqual(['identify', 'reset']);
  expect(await page.evaluate(() => sessionStorage.getItem('auth._token.local'))).toBeNull();
  await page.goto('/change_password');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchange_password$/);
});

test('a session revoked elsewhere ends at the next request: back to /login', async ({ page }) => {
  await page.goto('/change_password');
  await new LoginPage(page).signIn('approver@globex.test');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.evaluate(async () => {
    const token = sessionStorage.getItem('auth._token.local');
    await fetch('/v2/user/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  });
  await page.getByRole('button', { name: 'Export my data' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.__analytics?.map((a) => a.call))).toEqual([
    'identify',
    'reset',
  ]);
});

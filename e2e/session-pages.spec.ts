import { expect, test } from '@playwright/test';
import { errorToast } from './pages/feedback';
import { LoginPage, Mailbox, signedInEmail } from './pages/login-page';

async function latestLink(page: import('@playwright/test').Page, email: string) {
  let link = '';
  await expect(async () => {
    const res = await page.request.get(`/v2/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { body: string }[] };
    link = body.data[0]?.body.match(/(\/\w+\?\S+)/)?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}

test('passwordless: sign in with an emailed code', async ({ page }) => {
  await page.goto('/passwordless');
  await page.getByLabel('Email').fill('sales@demo.test');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  const code = await new Mailbox(page).latestCode('sales@demo.test');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sales_partner\/dashboard$/);
  expect(await signedInEmail(page)).toBe('sales@demo.test');
});

test('forgot password: the mailed link sets a new password once', async ({ page }) => {
  await page.goto('/forgot_password');
  await page.getByLabel('Email').fill('ic@demo.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we sent a link to reset the password');
  const link = await latestLink(page, 'ic@demo.test');
  await page.goto(link);
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed.');
  await page.goto(link);
  await page.getByLabel('New password').fill('another-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(errorToast(page, 'This reset link is invalid or has expired.')).toBeVisible();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('ic@demo.test', 'a-brand-new-password');
  await expect(page).toHaveURL(/\/contractor\/dashboard$/);
});

test('the 404 page reads the spec text and leads home', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});

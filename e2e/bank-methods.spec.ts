import { expect, test } from '@playwright/test';
import { BankMethodsPage } from './pages/bank-methods-page';
import { errorToast } from './pages/feedback';
import { Mailbox } from './pages/login-page';
import { ShellPage } from './pages/shell-page';
import { TwoFactorModal } from './pages/two-factor-modal';

const ACCOUNT = '000123456789';

test('owner@acme.test adds a payout method through the emailed step-up code and sees it masked', async ({
  page,
  baseURL,
}) => {
  await new ShellPage(page, baseURL ?? '').signIn('owner@acme.test');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Profile/ })
    .click();
  await page.getByRole('link', { name: 'Payout Methods' }).click();
  const methods = new BankMethodsPage(page, 'payout');
  await expect(methods.heading()).toBeVisible();
  await expect(methods.emptyState()).toBeVisible();

  await methods.addButton().click();
  await methods.save().click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Some fields are missing or there are formatting issues' }),
  ).toBeVisible();
  await expect(page.getByText('Account holder is required')).toBeVisible();
  await methods.fill({
    holder: 'Acme Staffing LLC',
    bank: 'Chase',
    routing: '021000022',
    account: ACCOUNT,
  });
  await expect(page.getByText('Invalid routing number')).toBeVisible();
  await expect(methods.field('Routing number')).toHaveAttribute('aria-invalid', 'true');
  await methods.field('Routing number').fill('021000021');
  await expect(page.getByText('Invalid routing number')).toBeHidden();

  await methods.save().click();
  const modal = new TwoFactorModal(page);
  await expect(modal.title()).toBeVisible();
  const code = await new Mailbox(page).latestCode('owner@acme.test');
  await modal.code().fill(code);
  await modal.submit().click();
  await expect(modal.title()).toBeHidden();

  await expect(page.getByRole('status').filter({ hasText: 'Payout method added' })).toBeVisible();
  await expect(methods.list().getByRole('listitem')).toHaveCount(1);
  await expect(methods.list()).toContainText('Chase ••••6789');
  await expect(methods.list()).toContainText('Default');
  await expect(page.locator('body')).not.toContainText(ACCOUNT);

  // The list comes from the server: a reload shows the same masked method.
  await page.reload();
  await expect(methods.list()).toContainText('Chase ••••6789');
});

test('eor@demo.test adds a payment method with a code, then removes it in the same session without another', async ({
  page,
  baseURL,
}) => {
  await new ShellPage(page, baseURL ?? '').signIn('eor@demo.test');
  const methods = new BankMethodsPage(page, 'payment');
  await methods.goto();
  await methods.addButton().click();
  await methods.fill({
    holder: 'Globalhire EOR Inc',
    bank: 'Wells Fargo',
    routing: '122105155',
    account: '4455667788',
  });
  await methods.save().click();
  const modal = new TwoFactorModal(page);
  await modal.code().fill(await new Mailbox(page).latestCode('eor@demo.test'));
  await modal.submit().click();
  await expect(methods.list()).toContainText('Wells Fargo ••••7788');

  await page.getByRole('button', { name: 'Remove Wells Fargo ••••7788' }).click();
  const dialog = page.getByRole('heading', { name: 'Remove payment method?' });
  await expect(dialog).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(methods.list()).toContainText('Wells Fargo ••••7788');

  // Verified a moment ago in this session: the removal needs no second code.
  await page.getByRole('button', { name: 'Remove Wells Fargo ••••7788' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment method removed' }),
  ).toBeVisible();
  await expect(modal.title()).toBeHidden();
  await expect(methods.emptyState()).toBeVisible();
});

test('a failed load shows the error with a retry', async ({ page, baseURL }) => {
  await new ShellPage(page, baseURL ?? '').signIn('client@globex.test');
  let failures = 1;
  await page.route('**/v2/payment_methods', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, json: { message: 'Unknown Error, Please Contact Support' } })
      : route.continue(),
  );
  const methods = new BankMethodsPage(page, 'payment');
  await methods.goto();
  await expect(errorToast(page, 'Unknown Error, Please Contact Support')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Unknown Error, Please Contact Support',
      has: page.getByRole('button', { name: 'Try again' }),
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  // Globex's payment method from the payments seed.
  await expect(methods.list()).toContainText('First Demo Bank ••••6789');
  await expect(methods.addButton()).toBeEnabled();
});

// The capability is in spec-routes.ts, so these pages are a restricted section: the spec §5 guard's 404.
test('recruiter@acme.test opening /payout_methods gets the 404 page', async ({ page, baseURL }) => {
  await new ShellPage(page, baseURL ?? '').signIn('recruiter@acme.test', '/payout_methods');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.goto('/payment_methods');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

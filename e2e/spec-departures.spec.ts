import { expect, test, type Page } from '@playwright/test';
import { CodeForm } from './pages/code-form';
import { errorToast } from './pages/feedback';
import { LoginPage } from './pages/login-page';
import { ShellPage } from './pages/shell-page';
import { TimesheetListPage } from './pages/timesheet-list-page';

// These checks answer sign-in calls from the page's own routes, so no demo account gets codes mailed.

async function expectSubmitOnlyForSixDigits(form: CodeForm) {
  await expect(form.submit()).toBeDisabled();
  await form.code().fill('12');
  await expect(form.submit()).toBeDisabled();
  await expect(form.page.getByText('Invalid code', { exact: true })).toBeVisible();
  await form.code().fill('');
  await expect(form.submit()).toBeDisabled();
  await expect(form.page.getByText('Code is required', { exact: true })).toBeVisible();
  await form.code().fill('123456');
  await expect(form.submit()).toBeEnabled();
}

test('/two_factor: Verify stays disabled until the code is exactly six digits (spec §5)', async ({
  page,
}) => {
  await page.route('**/v2/user', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { requires_two_factor: true } })
      : route.continue(),
  );
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('finance@acme.test');
  await expect(page).toHaveURL(/\/two_factor$/);
  await expectSubmitOnlyForSixDigits(new CodeForm(page, 'Verify'));
  await page.screenshot({ path: 'test-results/two-factor-page.png' });
});

test('/passwordless: Sign in stays disabled until the code is exactly six digits (spec §5)', async ({
  page,
}) => {
  await page.route('**/v2/user/passwordless', (route) => route.fulfill({ json: { ok: true } }));
  await page.goto('/passwordless');
  await page.getByLabel('Email').fill('sales@demo.test');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expectSubmitOnlyForSixDigits(new CodeForm(page, 'Sign in'));
});

test('the login card shows the white-label logo with its timestamp query (spec §1)', async ({
  page,
}) => {
  await new LoginPage(page).goto();
  await expect(page.getByRole('img', { name: 'Staffwise' })).toHaveAttribute(
    'src',
    /^\/brand\/staffwise\.svg\?t=\d+$/,
  );
  await page.screenshot({ path: 'test-results/login-card.png' });
});

test('a failed request shows its message in a toast (spec §8)', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('client@globex.test', 'wrong-password');
  await expect(errorToast(page, 'Invalid email or password')).toBeVisible();
  await page.screenshot({ path: 'test-results/login-error-toast.png' });
});

async function signedIn(page: Page, email: string, baseURL: string | undefined) {
  await new ShellPage(page, baseURL ?? '').signIn(email);
}

test('owner@acme.test opens the /approvals queue (spec §6 canSeeApprovals)', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, 'owner@acme.test', baseURL);
  const list = new TimesheetListPage(page);
  await list.open('/approvals');
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(list.table).toBeVisible();
  // A staffing partner's owner watches the queue; deciding stays with the §6 deciders.
  await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/approvals-owner-acme.png', fullPage: true });
});

test('worker classifications open for a partner with the link only (spec §6)', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, 'owner@acme.test', baseURL);
  await page.goto('/worker_classifications');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

test("a failing middleware shows the 500 'Unknown middleware' page (spec §8)", async ({
  page,
  baseURL,
}) => {
  await signedIn(page, 'owner@acme.test', baseURL);
  // A user type this browser has no middleware for, as a newer server could send.
  await page.route('**/v2/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), user_type: 'robot' } });
  });
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { name: 'Unknown middleware' })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/unknown-middleware.png' });
});

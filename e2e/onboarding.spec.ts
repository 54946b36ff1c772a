import { expect, test, type Page } from '@playwright/test';
import { LoginPage, Mailbox } from './pages/login-page';
import { TwoFactorModal } from './pages/two-factor-modal';

// Nina (newhire@demo.test) is the demo's contractor with every onboarding step left; she walks all
// seven, the I-9's section 1 among them (its section 2 is the employer's: e2e/i9-employer.spec.ts).
const NEWHIRE = 'newhire@demo.test';

async function signInToWizard(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(NEWHIRE);
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
}

const status = (page: Page) =>
  page.locator('section[aria-labelledby="page-title"] [role="status"]').first();

// Each test walks several pages and saves; the shared CI machine is slow.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('a signed-in user with steps left is sent to onboarding; skipping keeps them away for 5 minutes, across reloads', async ({
  page,
}) => {
  await signInToWizard(page);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Profile and Address' }),
  ).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Check progress' }).click();
  await expect(status(page)).toHaveText('step has not been completed yet!');
  // Any other page sends her back while steps are left.
  await page.goto('/timesheets');
  await expect(page).toHaveURL(/\/onboard\/contractor$/);

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/contractor\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/dashboard$/);
  await page.goto('/contractor/timesheets');
  await expect(page).toHaveURL(/\/contractor\/timesheets$/);
  // Coming back on her own resumes where she left off.
  await page.goto('/onboard/contractor');
  await page.getByRole('button', { name: 'Continue onboarding' }).click();
  await expect(page.getByRole('heading', { name: 'Profile and Address', level: 2 })).toBeVisible();
});

test('newhire completes all seven steps, sees what is next, and ends on the dashboard congratulated', async ({
  page,
}) => {
  await signInToWizard(page);
  await expect(page.getByText('0 of 7 steps done')).toBeVisible();

  const info = page.getByRole('form', { name: 'Profile and Address' });
  await info.getByLabel('Phone').fill('not a phone');
  await info.getByLabel('Street address *', { exact: true }).fill('1 Main St');
  await info.getByLabel('City').fill('Austin');
  await info.getByLabel('State').fill('TX');
  await info.getByLabel('ZIP code').fill('78701');
  await info.getByLabel('Country').selectOption('US');
  await info.getByRole('button', { name: 'Save and continue' }).click();
  await expect(info.getByText('Enter a phone number such as +1 555 123 4567')).toBeVisible();
  await info.getByLabel('Phone').fill('+1 512 555 0100');
  await info.getByRole('button', { name: 'Save and continue' }).click();
  await expect(status(page)).toHaveText('Tax ID is next');

  const tax = page.getByRole('form', { name: 'Tax ID' });
  await tax.getByLabel('Tax ID type').selectOption('ssn');
  await tax.getByLabel('Tax ID *', { exact: true }).fill('666-12-3456');
  await tax.getByRole('button', { name: 'Save and continue' }).click();
  await expect(tax.getByRole('alert').or(tax.locator('[id$="-error"]')).first()).toBeVisible();
  await tax.getByLabel('Tax ID *', { exact: true }).fill('512-44-7790');
  await tax.getByRole('button', { name: 'Save and continue' }).click();
  await expect(status(page)).toHaveText('Tax Forms is next');

  // A W-2 worker signs a W-4 on its own page. What she already entered is on file, not asked again:
  // her name and address, her SSN only masked. Back returns to the wizard.
  await page.getByRole('link', { name: 'Open Tax Forms' }).click();
  const w4 = page.getByRole('main');
  const onFile = w4.getByRole('region', { name: 'Already on file' });
  await expect(onFile).toContainText('Nina');
  await expect(onFile).toContainText('1 Main St');
  await expect(onFile).toContainText('7790 (on file)');
  await expect(onFile).not.toContainText('512-44');
  await w4.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(status(page)).toHaveText('step has not been completed yet!');
  await page.getByRole('link', { name: 'Open Tax Forms' }).click();
  await w4.getByLabel('Step 1(c): Filing status *', { exact: true }).selectOption('single');
  await w4.getByLabel(/^Under penalties of perjury/).check();
  await w4
    .getByLabel('Signature (type your full legal name) *', { exact: true })
    .fill('Nina Newhire');
  await w4.getByRole('button', { name: 'Sign and submit' }).click();
  // Signed, she is back in the wizard, which has read her progress without a reload.
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(status(page)).toHaveText('I9 Form is next');
  await expect(page.getByText('3 of 7 steps done')).toBeVisible();

  // Section 1 of the I-9 is hers: name and address are on file, Cancel returns to the wizard; a
  // permanent resident must give the A-Number, so the form says so.
  await page.getByRole('link', { name: 'Open I9 Form' }).click();
  await expect(
    page.getByRole('heading', { name: 'New Form I-9, section 1', level: 1 }),
  ).toBeVisible();
  const i9 = page.getByRole('main');
  await expect(i9.getByRole('region', { name: 'Already on file' })).toContainText('Newhire');
  await i9.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await page.getByRole('link', { name: 'Open I9 Form' }).click();
  await i9.getByLabel('Date of birth *', { exact: true }).fill('1994-03-18');
  await i9.getByLabel(/^I am aware that federal law/).selectOption('permanent_resident');
  await i9.getByLabel(/^I attest, under penalty of perjury/).check();
  await i9
    .getByLabel('Signature of employee (type your full legal name) *', { exact: true })
    .fill('Nina Newhire');
  await i9.getByRole('button', { name: 'Sign section 1' }).click();
  await expect(i9.getByText('A lawful permanent resident gives the USCIS A-Number')).toBeVisible();
  await i9.getByLabel('USCIS A-Number', { exact: true }).fill('A123456789');
  await i9.getByRole('button', { name: 'Sign section 1' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(status(page)).toHaveText('Direct Deposit is next');

  // Direct deposit is the payout-methods page for her own account, behind the emailed step-up code.
  await page.getByRole('link', { name: 'Open Direct Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Direct Deposit', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await page.getByLabel('Account holder', { exact: true }).fill('Nina Newhire');
  await page.getByLabel('Bank name', { exact: true }).fill('Chase');
  await page.getByLabel('Routing number', { exact: true }).fill('021000021');
  await page.getByLabel('Account number', { exact: true }).fill('000555666777');
  await page.getByRole('button', { name: 'Save' }).click();
  const modal = new TwoFactorModal(page);
  await modal.code().fill(await new Mailbox(page).latestCode(NEWHIRE));
  await modal.submit().click();
  await expect(page.getByRole('list', { name: 'Direct Deposit' })).toContainText('Chase ••••6777');
  await page.getByRole('link', { name: 'Back to onboarding' }).click();
  await expect(status(page)).toHaveText('Employee Handbook is next');

  const handbook = page.getByRole('form', { name: 'Sign the Employee Handbook' });
  await expect(page.getByRole('article', { name: 'Employee Handbook' })).toContainText(
    'Equal opportunity',
  );
  await handbook.getByLabel('Full name').fill('Nina Newhire');
  await handbook
    .getByLabel('I acknowledge that I have received and read the Employee Handbook')
    .check();
  await handbook.getByRole('button', { name: 'Sign' }).click();
  await expect(status(page)).toHaveText('Agreements is next');

  const agreement = page.getByRole('form', { name: 'Sign the Contractor Agreement' });
  await agreement.getByLabel('Full name').fill('Nina Newhire');
  await agreement.getByLabel('I have read this document and sign it electronically').check();
  await agreement.getByRole('button', { name: 'Sign' }).click();

  await expect(page).toHaveURL(/\/contractor\/dashboard$/);
  await expect(page.getByText('Congratulations! You have completed onboarding.')).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-dashboard.png', fullPage: true });
});

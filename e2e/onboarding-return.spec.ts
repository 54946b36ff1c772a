import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inviteLink } from './pages/invite-mail';
import { LoginPage } from './pages/login-page';

// Issue 29: a worker's W-4 and I-9 open from the onboarding wizard; Back and Cancel return to it
// with nothing saved, a signed form returns to it with its progress read again, all without a
// reload, and both forms start from what the worker already entered. Wren is a W-2 worker the
// owner of Acme adds here, so no demo account's onboarding changes for other stories.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const WREN = 'wren.okafor@acme.test';
const PASSWORD = 'wren-onboards-here';

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${origin}/v2/user`, { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Acme's owner adds Wren as a W-2 worker; she sets her password from the mailed invitation. */
async function inviteWren(request: APIRequestContext) {
  const owner = await tokenOf(request, 'owner@acme.test', 'correct-horse-demo');
  const created = await request.post(`${origin}/v2/contractors`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { first_name: 'Wren', last_name: 'Okafor', email: WREN, requires_w2_onboard: true },
  });
  expect(created.status()).toBe(201);
  const params = new URL(await inviteLink(request, origin, WREN)).searchParams;
  const accepted = await request.post(`${origin}/v2/user/accept_invite`, {
    data: { email: WREN, token: params.get('token'), password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
}

/** Her own forms and I-9s as the API lists them: what Cancel and Back must leave empty. */
async function savedForms(request: APIRequestContext) {
  const token = await tokenOf(request, WREN, PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const count = async (path: string) => {
    const res = await request.get(`${origin}/v2${path}`, { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: unknown[] }).data.length;
  };
  return { taxForms: await count('/forms'), i9Forms: await count('/i9_forms') };
}

const status = (page: Page) =>
  page.locator('section[aria-labelledby="page-title"] [role="status"]').first();
const step = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Onboarding steps' })
    .getByRole('listitem')
    .filter({ hasText: title });

/** A flag set on the window once: it survives in-app navigation and is gone after any reload. */
const MARK = '__first29NoReload';
const markWindow = (page: Page) =>
  page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);
async function expectNoReload(page: Page, loads: { count: number }) {
  expect(await page.evaluate((mark) => mark in window, MARK)).toBe(true);
  expect(loads.count).toBe(0);
}

/** The "Already on file" list: each known field's label and what it holds. */
async function onFile(page: Page): Promise<Record<string, string>> {
  const known = page.getByRole('main').getByRole('region', { name: 'Already on file' });
  await expect(known).toBeVisible();
  return known.locator('dl').evaluate((dl) => {
    const out: Record<string, string> = {};
    for (const dt of Array.from(dl.querySelectorAll('dt')))
      out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
    return out;
  });
}

test.describe.configure({ timeout: 120_000 });

test('a W-2 worker opens the W-4 and I-9 from the wizard: Back and Cancel return with nothing saved, signing updates the wizard without a reload, both forms prefilled', async ({
  page,
  request,
}) => {
  await inviteWren(request);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(WREN, PASSWORD);
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(page.getByText('0 of 7 steps done')).toBeVisible();

  const info = page.getByRole('form', { name: 'Profile and Address' });
  await info.getByLabel('Phone').fill('+1 512 555 0142');
  await info.getByLabel('Date of birth').fill('1991-07-14');
  await info.getByLabel('Street address *', { exact: true }).fill('40 Congress Ave');
  await info.getByLabel('City').fill('Austin');
  await info.getByLabel('State').fill('TX');
  await info.getByLabel('ZIP code').fill('78701');
  await info.getByLabel('Country').selectOption('US');
  await info.getByRole('button', { name: 'Save and continue' }).click();
  await expect(status(page)).toHaveText('Tax ID is next');
  const tax = page.getByRole('form', { name: 'Tax ID' });
  await tax.getByLabel('Tax ID type').selectOption('ssn');
  await tax.getByLabel('Tax ID *', { exact: true }).fill('523-18-4402');
  await tax.getByRole('button', { name: 'Save and continue' }).click();
  await expect(status(page)).toHaveText('Tax Forms is next');
  await expect(page.getByText('2 of 7 steps done')).toBeVisible();

  // From here on every page is reached inside the app: a reload would clear the mark and count a load.
  await markWindow(page);
  const loads = { count: 0 };
  page.on('load', () => loads.count++);

  // The W-4 shows what she entered, the SSN only masked, and asks only what is new.
  await page.getByRole('link', { name: 'Open Tax Forms' }).click();
  await expect(page).toHaveURL(/\/forms\/new\/w4$/);
  const main = page.getByRole('main');
  expect(await onFile(page)).toMatchObject({
    'Step 1(a): First name and middle initial': 'Wren',
    'Last name': 'Okafor',
    'Street address': '40 Congress Ave',
    City: 'Austin',
    State: 'TX',
    'ZIP code': '78701',
    'Social security number': '***-**-4402 (on file)',
  });
  await expect(main).not.toContainText('523-18');
  await expect(
    main.getByLabel('Step 1(a): First name and middle initial *', { exact: true }),
  ).toBeHidden();
  await expect(main.getByLabel('Step 1(c): Filing status *', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-return-w4.png', fullPage: true });

  // Back returns to the wizard, still on the W-4's step.
  await main.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(step(page, 'Tax Forms')).toHaveAttribute('aria-current', 'step');
  await expectNoReload(page, loads);

  // Cancel after choosing a filing status returns to the wizard and saves nothing.
  await page.getByRole('link', { name: 'Open Tax Forms' }).click();
  await main.getByLabel('Step 1(c): Filing status *', { exact: true }).selectOption('single');
  await main.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(page.getByText('2 of 7 steps done')).toBeVisible();
  await expect(step(page, 'Tax Forms')).toHaveAttribute('aria-current', 'step');
  expect(await savedForms(request)).toEqual({ taxForms: 0, i9Forms: 0 });
  await expectNoReload(page, loads);

  // Signed, she is back in the wizard, which shows the step done and the next one current.
  await page.getByRole('link', { name: 'Open Tax Forms' }).click();
  await main.getByLabel('Step 1(c): Filing status *', { exact: true }).selectOption('single');
  await main.getByLabel(/^Under penalties of perjury/).check();
  await main
    .getByLabel('Signature (type your full legal name) *', { exact: true })
    .fill('Wren Okafor');
  await main.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(page.getByText('3 of 7 steps done')).toBeVisible();
  await expect(step(page, 'Tax Forms')).toContainText('(done)');
  await expect(step(page, 'I9 Form')).toHaveAttribute('aria-current', 'step');
  await expect(status(page)).toHaveText('I9 Form is next');
  await expectNoReload(page, loads);

  // The I-9's section 1 knows her name, address, date of birth, email and phone.
  await page.getByRole('link', { name: 'Open I9 Form' }).click();
  await expect(
    page.getByRole('heading', { name: 'New Form I-9, section 1', level: 1 }),
  ).toBeVisible();
  expect(await onFile(page)).toMatchObject({
    'Last name (family name)': 'Okafor',
    'First name (given name)': 'Wren',
    'Street address': '40 Congress Ave',
    City: 'Austin',
    'ZIP code': '78701',
    'Date of birth': '1991-07-14',
    "Employee's email address": WREN,
    "Employee's telephone number": '+1 512 555 0142',
  });
  await expect(main.getByLabel('Date of birth *', { exact: true })).toBeHidden();
  await page.screenshot({ path: 'test-results/onboarding-return-i9.png', fullPage: true });
  await main.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await page.getByRole('link', { name: 'Open I9 Form' }).click();
  await main.getByLabel(/^I am aware that federal law/).selectOption('us_citizen');
  await main.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(step(page, 'I9 Form')).toHaveAttribute('aria-current', 'step');
  expect(await savedForms(request)).toEqual({ taxForms: 1, i9Forms: 0 });

  await page.getByRole('link', { name: 'Open I9 Form' }).click();
  await main.getByLabel(/^I am aware that federal law/).selectOption('us_citizen');
  await main.getByLabel(/^I attest, under penalty of perjury/).check();
  await main
    .getByLabel('Signature of employee (type your full legal name) *', { exact: true })
    .fill('Wren Okafor');
  await main.getByRole('button', { name: 'Sign section 1' }).click();
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(page.getByText('4 of 7 steps done')).toBeVisible();
  await expect(step(page, 'I9 Form')).toContainText('(done)');
  await expect(status(page)).toHaveText('Direct Deposit is next');
  await expectNoReload(page, loads);
  expect(await savedForms(request)).toEqual({ taxForms: 1, i9Forms: 1 });
});

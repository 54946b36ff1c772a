import { expect, test, type Browser } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const SHOTS = process.env.E2E_SHOTS;

test.setTimeout(120_000);

/** Each user in a browser of their own, opening `path`: a signed-in user is sent away from /login. */
const as = async (browser: Browser, email: string, path: string) => {
  const page = await (await browser.newContext()).newPage();
  await new ShellPage(page, origin).signIn(email, path);
  return page;
};

test('Acme’s owner reviews a worker and may not approve their own review; an admin does', async ({
  browser,
}) => {
  const page = await as(browser, 'owner@acme.test', '/reviews/create');
  await page.getByLabel('Review type').selectOption({ index: 1 });
  await page.getByLabel('Contractor').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: / of / })).toBeVisible();
  const url = page.url();

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Pending → Processing')).toBeVisible();
  await page.getByText(/Unavailable actions/).click();
  await expect(
    page.getByText('Give it a rating (1 to 5) before it goes for approval.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Rating').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Processing → Awaiting approval')).toBeVisible();
  await page.getByText(/Unavailable actions/).click();
  await expect(
    page.getByText('You reviewed it: someone else approves or rejects it.').first(),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-four-eyes.png`, fullPage: true });

  const admin = await as(browser, 'admin@demo.test', new URL(url).pathname);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Awaiting approval → Approved')).toBeVisible();
});

test('an auditor replays an expense from its page: each step, who could act and why not, on the diagram', async ({
  browser,
}) => {
  const page = await as(browser, 'owner@acme.test', '/expenses?status=approved');
  await page
    .getByRole('link', { name: /^Expense: / })
    .first()
    .click();
  await page.getByRole('link', { name: 'Replay for audit' }).click();
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]+\/audit$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Audit replay of the expense' }),
  ).toBeVisible();
  await expect(page.getByText(/^Step 1 of \d+/)).toBeVisible();
  const diagram = page.getByRole('img', { name: 'Diagram of Expense lifecycle' });
  await expect(diagram.locator('[data-state="expense.draft"]')).toHaveAttribute(
    'data-active',
    'true',
  );

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Step 2 of \d+: Submit/)).toBeVisible();
  await expect(diagram.locator('[data-state="expense.submitted"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  await expect(diagram.locator('[data-edge="expense.approve"]')).toHaveAttribute(
    'data-tone',
    'allowed',
  );
  const partnerOwner = page.locator('tr[data-role="partner:owner"]');
  await partnerOwner.getByText(/refused, and why/).click();
  await expect(partnerOwner).toContainText('Approve is only for clients');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/expense-audit.png`, fullPage: true });

  // Clients decide expenses but never audit: the link is not theirs, nor the page.
  const client = await as(browser, 'client@globex.test', new URL(page.url()).pathname);
  await expect(client.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

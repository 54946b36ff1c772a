import { expect, test } from '@playwright/test';
import { inviteLink } from './pages/invite-mail';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const NEW_PASSWORD = 'invited-person-password';

test('an owner invites a recruiter, who sets a password from the mailed link and lands signed in', async ({
  page,
  browser,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test', '/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rita Recruiter' })).toBeVisible();
  await page.screenshot({ path: 'test-results/team.png', fullPage: true });
  await page.getByRole('link', { name: 'Invite member' }).click();
  await expect(page.getByRole('heading', { name: 'Invite a team member', level: 1 })).toBeVisible();
  await page.getByLabel(/^First name/).fill('Ria');
  await page.getByLabel(/^Last name/).fill('Newcomer');
  await page.getByLabel(/^Email/).fill('ria.newcomer@acme.test');
  await page.getByLabel(/^Role/).selectOption('recruiter');
  await page.screenshot({ path: 'test-results/team-invite.png', fullPage: true });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Ria Newcomer', level: 1 })).toBeVisible();
  await expect(
    page.locator('dt', { hasText: 'State' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('Invited');
  await page.screenshot({ path: 'test-results/team-member.png', fullPage: true });

  const link = await inviteLink(page.request, origin, 'ria.newcomer@acme.test');
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, origin));
  await expect(
    invitee.getByRole('heading', { name: 'Welcome: choose your password' }),
  ).toBeVisible();
  await invitee.getByLabel('Password').fill(NEW_PASSWORD);
  await invitee.screenshot({ path: 'test-results/accept-invite.png', fullPage: true });
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee).toHaveURL(/\/partner\/dashboard$/);

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link.replace(/^https?:\/\/[^/]+/, origin));
  await again.getByLabel('Password').fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(again.getByText(/already been used or has expired/).first()).toBeVisible();
});

test('an admin deactivates a signed-in user, who is signed out and cannot sign in again', async ({
  page,
  browser,
  request,
}) => {
  // A user of this test's own: the demo accounts stay as they are for other specs.
  const owner = await request.post(`${origin}/v2/user`, {
    data: { email: 'owner@selfco.test', password: 'correct-horse-demo' },
  });
  const ownerToken = ((await owner.json()) as { access_token: string }).access_token;
  const email = 'dora.deactivated@selfco.test';
  const invited = await request.post(`${origin}/v2/team`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { first_name: 'Dora', last_name: 'Leaving', email, role: 'manager' },
  });
  expect(invited.status()).toBe(201);
  const { id } = (await invited.json()) as { id: string };
  const params = new URL(await inviteLink(request, origin, email)).searchParams;
  const accepted = await request.post(`${origin}/v2/user/accept_invite`, {
    data: { email, token: params.get('token'), password: NEW_PASSWORD },
  });
  expect(accepted.status()).toBe(200);

  const dora = await (await browser.newContext()).newPage();
  await dora.goto(`${origin}/login`);
  await dora.getByLabel('Email').fill(email);
  await dora.getByLabel('Password').fill(NEW_PASSWORD);
  await dora.getByRole('button', { name: 'Sign in' }).click();
  await expect(dora).toHaveURL(/\/partner\/dashboard$/);

  await new ShellPage(page, origin).signIn('admin@demo.test', '/admin/users?name=dora');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-users.png', fullPage: true });
  await page.getByRole('link', { name: 'Dora Leaving' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated: every session of this user has ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await page.screenshot({ path: 'test-results/user-detail.png', fullPage: true });

  await dora.goto(`${origin}/partner/dashboard`);
  await expect(dora).toHaveURL(/\/login/);
  await dora.getByLabel('Email').fill(email);
  await dora.getByLabel('Password').fill(NEW_PASSWORD);
  await dora.getByRole('button', { name: 'Sign in' }).click();
  await expect(dora.getByText(/This account has been deactivated/).first()).toBeVisible();
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TimesheetList } from '../src/resources/timesheets/contract';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

const PASSWORD = 'correct-horse-demo';

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/v2/user', { data: { email, password: PASSWORD } });
  return ((await res.json()) as { access_token: string }).access_token;
}

type Outbox = { data: { body: string }[] };

/**
 * The newest approval link mailed to `email`, once more than `seen` mails are there: the demo outbox
 * (loopback only) is the approver's mailbox; the API never hands the link to whoever asked for it.
 */
async function mailedLink(request: APIRequestContext, email: string, seen: number) {
  let link = '';
  await expect(async () => {
    const mails = (
      (await (await request.get(`/v2/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Outbox
    ).data;
    expect(mails.length).toBeGreaterThan(seen);
    link = mails[0]?.body.match(/\/easy_approve\?token=[\w.-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}

const mailCount = async (request: APIRequestContext, email: string) =>
  ((await (await request.get(`/v2/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Outbox)
    .data.length;

/** A Globex timesheet in `status`; an admin has its approval link mailed to client@globex.test. */
async function linkFor(request: APIRequestContext, status: string, index: number) {
  const client = { authorization: `Bearer ${await tokenOf(request, 'client@globex.test')}` };
  const list = (await (
    await request.get(`/v2/timesheets?status=${status}&sort=date`, { headers: client })
  ).json()) as TimesheetList;
  const ts = list.data[index];
  if (!ts) throw new Error(`no ${status} timesheet #${index}`);
  const seen = await mailCount(request, 'client@globex.test');
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin@demo.test')}` };
  const res = await request.post(`/v2/timesheets/${ts.id}/easy_approve_link`, {
    headers: admin,
    data: { approver_email: 'client@globex.test' },
  });
  expect(res.status()).toBe(202);
  expect(await res.json()).toEqual({
    sent_to: 'client@globex.test',
    expires_at: expect.any(String),
  });
  return { ts, link: await mailedLink(request, 'client@globex.test', seen) };
}

test.describe('easy approve from an emailed link, without signing in', () => {
  test('the client approves; the used link then says what happened and who', async ({ page }) => {
    const { ts, link } = await linkFor(page.request, 'signed', 0);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Approve Timesheet' })).toBeVisible();
    await expect(page.getByText(ts.contractor_name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toHaveText('Approved. Thank you.');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await page.goto(link);
    await expect(page.getByRole('status')).toContainText(
      'This timesheet has already moved on: approve by Carl Client',
    );
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('a link used after someone else rejected the timesheet names who did it', async ({
    page,
  }) => {
    const { ts, link } = await linkFor(page.request, 'signed', 1);
    const approver = await tokenOf(page.request, 'approver@globex.test');
    const rejected = await page.request.post(`/v2/timesheets/${ts.id}/actions/reject`, {
      headers: { authorization: `Bearer ${approver}` },
      data: { reason: 'Not ours' },
    });
    expect(rejected.ok()).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('reject by April Approver');
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  });

  test('the client rejects with a reason', async ({ page }) => {
    const { link } = await linkFor(page.request, 'signed', 2);
    await page.goto(link);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject timesheet' });
    await expect(dialog.getByRole('button', { name: 'Reject timesheet' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Hours do not match the gate log');
    await dialog.getByRole('button', { name: 'Reject timesheet' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Rejected. The contractor will see your reason.',
    );
  });

  test('a partner owner emails the link from the timesheet page; a contractor has no such button', async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = await new ShellPage(page, baseURL ?? '').signIn('owner@acme.test');
    const list = (await (
      await page.request.get('/v2/timesheets?status=signed&sort=date', {
        headers: { authorization: `Bearer ${owner}` },
      })
    ).json()) as TimesheetList;
    const ts = list.data.filter((t) => t.client_name === 'Globex')[3];
    if (!ts) throw new Error('no fourth signed Globex timesheet');
    const seen = await mailCount(page.request, 'client@globex.test');
    const detail = new TimesheetDetailPage(page);
    await detail.open(`/timesheets/${ts.id}`);
    await detail.actions.getByRole('button', { name: 'Email approval link' }).click();
    await expect(page.getByText('Approval link emailed to client@globex.test.')).toBeVisible();
    await page.goto(await mailedLink(page.request, 'client@globex.test', seen));
    await expect(page.getByRole('heading', { name: 'Approve Timesheet' })).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const worker = await context.newPage();
    const token = await new ShellPage(worker, baseURL ?? '').signIn('contractor@demo.test');
    const own = (await (
      await worker.request.get('/v2/timesheets?status=signed', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as TimesheetList;
    const mine = new TimesheetDetailPage(worker);
    await mine.open(`/timesheets/${own.data[0]?.id ?? ''}`);
    await expect(mine.actions.getByRole('button', { name: 'Email approval link' })).toHaveCount(0);
    await context.close();
  });

  test('a tampered link is refused', async ({ page }) => {
    await page.goto('/easy_approve?token=not-a-real-token-at-all');
    await expect(
      page.getByRole('region', { name: 'Approve Timesheet' }).getByRole('alert'),
    ).toContainText('This approval link is not valid.');
  });
});

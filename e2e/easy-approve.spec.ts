import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TimesheetList } from '../src/domain/contracts/timesheets';

const PASSWORD = 'correct-horse-demo';

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/v2/user', { data: { email, password: PASSWORD } });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A Globex timesheet in `status` and a signed approval link for client@globex.test. */
async function linkFor(request: APIRequestContext, status: string, index: number) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'client@globex.test')}` };
  const list = (await (await request.get(`/v2/timesheets?status=${status}&sort=date`, { headers })).json()) as TimesheetList;
  const ts = list.data[index];
  if (!ts) throw new Error(`no ${status} timesheet #${index}`);
  const res = await request.post(`/v2/timesheets/${ts.id}/easy_approve_link`, { headers, data: { approver_email: 'client@globex.test' } });
  expect(res.status()).toBe(201);
  return { ts, token: ((await res.json()) as { token: string }).token };
}

test.describe('easy approve from an emailed link, without signing in', () => {
  test('the client approves; the used link then says what happened and who', async ({ page }) => {
    const { ts, token } = await linkFor(page.request, 'signed', 0);
    await page.goto(`/easy_approve?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Approve Timesheet' })).toBeVisible();
    await expect(page.getByText(ts.contractor_name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toHaveText('Approved. Thank you.');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await page.goto(`/easy_approve?token=${token}`);
    await expect(page.getByRole('status')).toContainText('This timesheet has already moved on: approve by Carl Client');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('a link used after someone else rejected the timesheet names who did it', async ({ page }) => {
    const { ts, token } = await linkFor(page.request, 'signed', 1);
    const approver = await tokenOf(page.request, 'approver@globex.test');
    const rejected = await page.request.post(`/v2/timesheets/${ts.id}/actions/reject`, { headers: { authorization: `Bearer ${approver}` }, data: { reason: 'Not ours' } });
    expect(rejected.ok()).toBe(true);
    await page.goto(`/easy_approve?token=${token}`);
    await expect(page.getByRole('status')).toContainText('reject by April Approver');
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  });

  test('the client rejects with a reason', async ({ page }) => {
    const { token } = await linkFor(page.request, 'signed', 2);
    await page.goto(`/easy_approve?token=${token}`);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject timesheet' });
    await expect(dialog.getByRole('button', { name: 'Reject timesheet' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Hours do not match the gate log');
    await dialog.getByRole('button', { name: 'Reject timesheet' }).click();
    await expect(page.getByRole('status')).toHaveText('Rejected. The contractor will see your reason.');
  });

  test('a tampered link is refused', async ({ page }) => {
    await page.goto('/easy_approve?token=not-a-real-token-at-all');
    await expect(page.getByRole('region', { name: 'Approve Timesheet' }).getByRole('alert')).toContainText('This approval link is not valid.');
  });
});

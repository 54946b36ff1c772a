import { expect, test, type Browser } from '@playwright/test';
import type { TimesheetList } from '../src/resources/timesheets/contract';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';
import { TimesheetListPage } from './pages/timesheet-list-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const token = await new ShellPage(page, origin).signIn(email);
  expect(token, `${email} signs in`).toBeTruthy();
  return { page, token, context };
}

/**
 * What waits for a client's decision, as the API gives it, to pick timesheets by state. Clients
 * decide from their timesheet list: the /approvals queue is for canSeeApprovals (spec §6).
 */
async function queue(page: import('@playwright/test').Page, token: string) {
  const res = await page.request.get(
    `${origin}/v2/timesheets?status=submitted,signed&per_page=200`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return ((await res.json()) as TimesheetList).data;
}

// One shared database: the steps run in order on timesheets each test picks for itself.
test.describe.configure({ mode: 'serial' });

test('client signs and approves, admin marks paid, the client’s stale unapprove is refused with its reason, the history shows each step', async ({
  browser,
}) => {
  const client = await signedIn(browser, 'client@globex.test');
  const target = (await queue(client.page, client.token)).find((t) => t.status === 'submitted');
  expect(target).toBeDefined();
  const id = target!.id;

  const detail = new TimesheetDetailPage(client.page);
  await detail.open(`/timesheets/${id}`);
  await expect(detail.field('Status')).toHaveText('Submitted');
  // Globex requires a signature: approve is unavailable, with the reason and who could do it.
  await expect(detail.action('Approve')).toHaveCount(0);
  const unavailable = await detail.openUnavailable();
  await expect(unavailable.getByRole('listitem').filter({ hasText: /^Approve:/ })).toContainText(
    'The client requires a signature before approval',
  );
  await expect(unavailable.getByRole('listitem').filter({ hasText: /^Mark Paid:/ })).toContainText(
    'Who can: ',
  );

  await detail.signAndApprove('Gloria Globex');
  await expect(detail.field('Status')).toHaveText('Approved');
  await expect(detail.action('Unapprove')).toBeVisible();

  // The client keeps this page open; meanwhile the admin marks the timesheet paid.
  const admin = await signedIn(browser, 'admin@demo.test');
  const adminDetail = new TimesheetDetailPage(admin.page);
  await adminDetail.open(`/timesheets/${id}`);
  await expect(adminDetail.field('Paid')).toHaveText('Unpaid');
  await adminDetail.take('Mark Paid');
  await expect(adminDetail.field('Paid')).toHaveText('Paid');
  await expect(adminDetail.action('Mark Unpaid')).toBeVisible();

  // The client's page still offers Unapprove; the server refuses it (409) and says why.
  await detail.take('Unapprove', {});
  const alert = client.page
    .getByRole('alert')
    .filter({ hasText: 'Unapprove is not allowed now', has: client.page.getByRole('listitem') });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('listitem')).toContainText(
    'Paid: locked against unapproval until an admin marks it unpaid.',
  );
  await expect(detail.field('Paid')).toHaveText('Paid');
  await expect(detail.action('Unapprove')).toHaveCount(0);

  // Every step, with who, in which role, and from → to; invoices.spec may bill this approved week
  // meanwhile, which adds an "invoiced" step that is not this story's.
  const steps = adminDetail.history.getByRole('listitem').filter({ hasNotText: /invoiced/i });
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('Created');
  await expect(steps.nth(1)).toContainText('Draft → Submitted');
  await expect(steps.nth(2)).toContainText('Submitted → Signed');
  await expect(steps.nth(2)).toContainText('Signed as: Gloria Globex');
  await expect(steps.nth(2)).toContainText('(Client, owner)');
  // Each moment on the platform's EST clock (spec §9), to the second.
  await expect(steps.nth(2)).toContainText(/ \d{1,2}:\d{2}:\d{2} [AP]M EST /);
  await expect(steps.nth(3)).toContainText('Signed → Approved');
  await expect(steps.nth(4)).toContainText('paid');
  await expect(steps.nth(4)).toContainText('(Admin');
  for (const i of [2, 3, 4]) await expect(steps.nth(i)).toContainText(/IP \S+/);

  await client.context.close();
  await admin.context.close();
});

test('a recruiter sees why they may not approve, and the history of a rejection keeps its reason', async ({
  browser,
}) => {
  const client = await signedIn(browser, 'client@globex.test');
  const target = (await queue(client.page, client.token)).find((t) => t.status === 'submitted');
  const id = target!.id;
  const detail = new TimesheetDetailPage(client.page);
  await detail.open(`/timesheets/${id}`);
  await detail.action('Reject').click();
  await expect(detail.dialog.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();
  await detail.dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Hours exceed the purchase order');
  await detail.dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(detail.field('Status')).toHaveText('Rejected');
  await expect(detail.field('Rejection reason')).toHaveText('Hours exceed the purchase order');
  await expect(detail.history.getByRole('listitem').last()).toContainText(
    'Reason: Hours exceed the purchase order',
  );

  const recruiter = await signedIn(browser, 'recruiter@acme.test');
  const recruiterDetail = new TimesheetDetailPage(recruiter.page);
  await recruiterDetail.open(`/timesheets/${id}`);
  await expect(recruiterDetail.action('Unreject')).toHaveCount(0);
  const unavailable = await recruiterDetail.openUnavailable();
  await expect(unavailable.getByRole('listitem').filter({ hasText: /^Approve:/ })).toContainText(
    'Who can: clients, employers of record, admins',
  );
  await expect(unavailable.getByRole('listitem').filter({ hasText: /^Unreject:/ })).not.toBeEmpty();
  await client.context.close();
  await recruiter.context.close();
});

test('bulk approve first previews, per row, which would succeed and why the others would not', async ({
  browser,
}) => {
  const client = await signedIn(browser, 'client@globex.test');
  const list = new TimesheetListPage(client.page);
  await list.open('/timesheets?status=submitted,signed');
  await expect(list.table).toBeVisible();
  await list.table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await list.previewBulk('Approve');
  await expect(list.outcomes).toBeVisible();
  // Signed rows would be approved; submitted ones need the signature first.
  await expect(list.outcomes.getByRole('cell', { name: 'Would succeed' }).first()).toBeVisible();
  await expect(
    list.outcomes
      .getByRole('cell', { name: /^Would not: The client requires a signature before approval/ })
      .first(),
  ).toBeVisible();
  const summary = await list.dialog.getByRole('status').textContent();
  const wouldSucceed = Number(/(\d+) would succeed/.exec(summary ?? '')?.[1]);
  expect(wouldSucceed).toBeGreaterThan(0);
  const rows = (await list.outcomes.getByRole('row').count()) - 1;
  await list.dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(list.dialog.getByRole('status')).toHaveText(
    `${wouldSucceed} succeeded, ${rows - wouldSucceed} failed.`,
    { timeout: 20_000 },
  );
  await expect(list.outcomes.getByRole('cell', { name: 'Done', exact: true })).toHaveCount(
    wouldSucceed,
  );
  await list.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(list.dialog).toBeHidden();
  // The approved rows left the filtered list.
  await expect(list.table.getByRole('cell', { name: 'Signed', exact: true })).toHaveCount(0);
  await client.context.close();
});

test('the list honours the dashboard’s status comma list, sorts, totals and downloads the filter as CSV', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin@demo.test');
  const list = new TimesheetListPage(admin.page);
  await list.open('/timesheets?status=submitted,signed');
  await expect(admin.page.getByRole('checkbox', { name: 'Submitted' })).toBeChecked();
  await expect(admin.page.getByRole('checkbox', { name: 'Signed' })).toBeChecked();
  await expect(admin.page.getByRole('checkbox', { name: 'Approved' })).not.toBeChecked();
  const statuses = await list.table.locator('tbody tr td:nth-child(6)').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((st) => st !== 'Submitted' && st !== 'Signed')).toEqual([]);
  await expect(admin.page.getByText(/\d+ timesheets · Total hours: \d+\.\d\d/)).toBeVisible();

  await admin.page.getByRole('button', { name: 'Sort by hours' }).click();
  await expect(admin.page).toHaveURL(/sort=hours/);
  await expect(list.table.getByRole('columnheader', { name: 'Sort by hours' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await admin.page.getByRole('checkbox', { name: 'Signed' }).uncheck();
  await expect(admin.page).toHaveURL(/status=submitted(&|$)/);
  await expect(list.table.getByRole('cell', { name: 'Signed', exact: true })).toHaveCount(0);

  const download = admin.page.waitForEvent('download');
  await admin.page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('timesheets.csv');
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  const lines = text.trim().split('\n');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes('submitted'))).toBe(true);
  await admin.context.close();
});

test('a contractor sees only their own time, and a draft links to editing and submitting', async ({
  browser,
}) => {
  const contractor = await signedIn(browser, 'contractor@demo.test');
  const list = new TimesheetListPage(contractor.page);
  await list.open('/contractor/timesheets?status=draft');
  await expect(contractor.page.getByRole('link', { name: 'Enter time' })).toHaveAttribute(
    'href',
    '/timesheets/new',
  );
  const names = await list.table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names)).toEqual(new Set(['Connie Contractor']));
  await list.table
    .getByRole('link', { name: /^Timesheet of/ })
    .first()
    .click();
  const detail = new TimesheetDetailPage(contractor.page);
  await expect(detail.field('Status')).toHaveText('Draft');
  const edit = contractor.page.getByRole('link', { name: 'Edit and submit' });
  await expect(edit).toHaveAttribute(
    'href',
    new RegExp(`^/timesheets/new\\?id=${contractor.page.url().split('/').pop()}$`),
  );
  await expect(detail.action('Approve')).toHaveCount(0);
  await contractor.context.close();
});

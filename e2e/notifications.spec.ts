import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TimesheetList } from '../src/resources/timesheets/contract';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({
    baseURL: origin,
    permissions: ['geolocation'],
    geolocation: { latitude: 40.7, longitude: -74 },
  });
  const page = await context.newPage();
  const token = await new ShellPage(page, origin).signIn(email);
  expect(token, `${email} signs in`).toBeTruthy();
  return { page, token, context };
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications, \d+ unread$/ });

async function unreadOnBell(page: Page) {
  await expect(bell(page)).toBeVisible();
  // The first count arrives over the stream; before it the bell reads 0.
  await expect(bell(page)).toHaveAttribute('data-state', 'live');
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1]);
}

test('a contractor submits and the client’s bell counts one more without a reload; the client approves and the contractor gets the notification and the mail', async ({
  browser,
}) => {
  // Two people's sessions on a 2-core machine.
  test.setTimeout(120_000);
  const client = await signedIn(browser, 'client@globex.test');
  const contractor = await signedIn(browser, 'contractor@demo.test');

  // Connie's draft at Globex (picked through the API with her own token).
  const drafts = (
    (await (
      await contractor.page.request.get(`${origin}/v2/timesheets?status=draft&per_page=200`, {
        headers: { authorization: `Bearer ${contractor.token}` },
      })
    ).json()) as TimesheetList
  ).data.filter((t) => t.client_name === 'Globex');
  expect(drafts.length).toBeGreaterThan(0);
  const draft = drafts[0]!;

  const before = await unreadOnBell(client.page);

  const connieDetail = new TimesheetDetailPage(contractor.page);
  await connieDetail.open(`/timesheets/${draft.id}`);
  const connieBefore = await unreadOnBell(contractor.page);
  // A draft is submitted from its entry form.
  await contractor.page.getByRole('link', { name: 'Edit and submit' }).click();
  await contractor.page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    contractor.page
      .getByRole('status')
      .filter({ hasText: 'Your week was submitted for approval.' }),
  ).toBeVisible();

  // No reload on the client's page: the stream pushes the new count. Other stories running beside
  // this one may tell the same people of their own work, so the count grows by at least one.
  await expect.poll(() => unreadOnBell(client.page)).toBeGreaterThanOrEqual(before + 1);

  // The bell opens the list, which names the timesheet and links to it.
  await bell(client.page).click();
  await expect(client.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const title = new RegExp(`^Timesheet to approve: Connie Contractor, ${draft.date}$`);
  await client.page.getByRole('link', { name: title }).first().click();
  const clientDetail = new TimesheetDetailPage(client.page);
  await expect(client.page.getByRole('heading', { name: /^Timesheet of / })).toBeVisible();
  await expect(clientDetail.root).toHaveAttribute('data-state', 'loaded');
  await clientDetail.signAndApprove('Carl Client');
  await expect(clientDetail.field('Status')).toHaveText('Approved');

  // Connie's bell counts the approval, and her list shows it.
  await expect.poll(() => unreadOnBell(contractor.page)).toBeGreaterThanOrEqual(connieBefore + 1);
  await bell(contractor.page).click();
  await expect(
    contractor.page.getByRole('link', { name: `Timesheet approved: ${draft.date}` }).first(),
  ).toBeVisible();

  // And the mail, in her partner's brand, with the link to the timesheet.
  await expect(async () => {
    const res = await contractor.page.request.get(
      `${origin}/v2/dev/outbox?to=${encodeURIComponent('contractor@demo.test')}`,
    );
    const mails = ((await res.json()) as { data: { subject: string; body: string }[] }).data;
    const mail = mails.find(
      (m) => m.subject === `Acme Staffing: Timesheet approved: ${draft.date}`,
    );
    expect(mail?.body).toContain(`/timesheets/${draft.id}`);
  }).toPass({ timeout: 10_000 });

  // Mark all read empties the bell.
  await contractor.page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(contractor.page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(contractor.page.getByRole('cell', { name: 'Unread' })).toHaveCount(0);

  await client.context.close();
  await contractor.context.close();
});

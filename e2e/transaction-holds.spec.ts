import { expect, test, type Page } from '@playwright/test';
import { clientIdByName } from './pages/money';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const api = (token: string) => ({
  authorization: `Bearer ${token}`,
  'idempotency-key': crypto.randomUUID(),
});

// SelfCo's August pay (Initech's workers): no other spec invoices, pays or holds it.
test('a self-employer partner holds a transaction with a reason and releases it; a client neither sees the action nor may take it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await new ShellPage(page, origin).signIn(
    'owner@selfco.test',
    '/transactions?kind=pay&status=approved&date_from=2026-08-01&date_to=2026-08-31&sort=date',
  );
  const rows = page.getByRole('table', { name: 'Transactions' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Initech');
  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Pay transaction of 2026-08-/ })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const detail = new TimesheetDetailPage(page);
  await expect(detail.field('Status')).toHaveText('Approved');

  // An empty reason: Hold stays disabled and says why; the API refuses it with the same words.
  await detail.action('Hold').click();
  const hold = detail.dialog.getByRole('button', { name: 'Hold', exact: true });
  await expect(hold).toBeDisabled();
  await expect(detail.dialog).toContainText('Hold needs a reason.');
  await detail.dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
  await expect(hold).toBeDisabled();
  await detail.dialog.getByRole('button', { name: 'Cancel' }).click();
  const bare = await page.request.post(`${origin}/v2/transactions/${id}/actions/hold`, {
    headers: api(token),
    data: {},
  });
  expect(bare.status()).toBe(409);
  expect(await bare.json()).toMatchObject({
    message: 'Hold is not allowed now',
    reasons: ['It needs a reason.'],
  });

  await detail.take('Hold', { text: 'The worker disputes the August overtime' });
  const status = detail.field('Status');
  await expect(status).toHaveText('Hold');
  // Spec §4: hold is amber.
  await expect(status.locator('span')).toHaveClass(/bg-amber-100/);
  await expect(detail.field('Hold reason')).toHaveText('The worker disputes the August overtime');
  await expect(detail.history).toContainText('Reason: The worker disputes the August overtime');
  await expect(detail.action('Release')).toBeVisible();
  await page.screenshot({ path: 'test-results/transaction-on-hold.png', fullPage: true });

  await detail.take('Release', {});
  await expect(status).toHaveText('Approved');
  await expect(status.locator('span')).toHaveClass(/bg-sky-100/);
  await expect(detail.field('Hold reason')).toHaveText('--');
  await expect(detail.history.getByRole('listitem')).toHaveCount(2);

  // A client: no Hold on the page, and the API refuses it outright.
  const context = await browser.newContext();
  const client = await context.newPage();
  const clientToken = await new ShellPage(client, origin).signIn(
    'client@globex.test',
    `/transactions/${id}`,
  );
  // The page is not among a client's: the app answers as for any unknown address.
  await expect(client.getByRole('main')).toContainText('Not Found');
  await expect(client.getByRole('button', { name: 'Hold', exact: true })).toHaveCount(0);
  const refused = await client.request.post(`${origin}/v2/transactions/${id}/actions/hold`, {
    headers: api(clientToken),
    data: { reason: 'Not ours to hold' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Transactions are for employers (admins and self-employer partners)',
  );
  await context.close();
});

const rowOf = (page: Page, id: string) =>
  page
    .getByRole('table', { name: 'Transactions' })
    .locator('tbody tr', { has: page.locator(`a[href="/transactions/${id}"]`) });

/** Bulk action on the rows chosen: Preview… (with the reason, if asked), Apply, and the summary. */
async function bulk(page: Page, action: string, reason?: string) {
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  await bar.getByLabel('Bulk action').selectOption({ label: action });
  await bar.getByRole('button', { name: 'Preview…' }).click();
  const dialog = page.getByRole('dialog');
  if (reason !== undefined) {
    await expect(dialog.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(dialog).toContainText(`${action} needs a reason.`);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Preview' }).click();
  }
  await expect(dialog.getByRole('status')).toHaveText('2 would succeed, 0 would not.');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 succeeded, 0 failed.');
  const outcomes = dialog.getByRole('table', { name: 'Outcome per transaction' });
  await expect(outcomes.locator('tbody tr')).toHaveCount(2);
  for (const row of await outcomes.locator('tbody tr').all())
    await expect(row).toContainText('Done');
  return dialog;
}

// Umbrella Corp's July bills: invoiced by no other spec.
test('an admin holds two transactions at once with one reason and releases both, each row reported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await new ShellPage(page, origin).signIn('admin@demo.test');
  const umbrella = await clientIdByName(page, origin, token, 'Umbrella Corp');
  const list = `${origin}/transactions?client_id=${umbrella}&kind=bill&date_from=2026-07-01&date_to=2026-07-31&sort=date`;

  await page.goto(`${list}&status=approved`);
  const rows = page.getByRole('table', { name: 'Transactions' }).locator('tbody tr');
  await expect(rows.nth(1)).toContainText('Umbrella Corp');
  const ids: string[] = [];
  for (const row of [rows.nth(0), rows.nth(1)]) {
    ids.push((await row.getByRole('link').first().getAttribute('href'))!.split('/').pop()!);
    await row.getByRole('checkbox').check();
  }
  const held = await bulk(page, 'Hold', 'Umbrella disputes the July rates');
  await page.screenshot({ path: 'test-results/transactions-bulk-hold.png', fullPage: true });
  await held.getByRole('button', { name: 'Close' }).click();
  for (const id of ids) await expect(rowOf(page, id)).toHaveCount(0);

  await page.goto(`${list}&status=hold`);
  for (const id of ids) {
    await expect(rowOf(page, id)).toContainText('Hold');
    await rowOf(page, id).getByRole('checkbox').check();
  }
  const released = await bulk(page, 'Release');
  await released.getByRole('button', { name: 'Close' }).click();
  for (const id of ids) await expect(rowOf(page, id)).toHaveCount(0);
  await page.goto(`${list}&status=approved`);
  for (const id of ids) await expect(rowOf(page, id)).toContainText('Approved');
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TimesheetList } from '../src/resources/timesheets/contract';
import { paycheckTaxes } from '../src/domain/payroll/tax';
import { EntryWeekPage } from './pages/entry-week';
import { cents } from './pages/money';
import { PayStubPage } from './pages/pay-stub';
import { downloadedPdf } from './pages/pdf-download';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

/**
 * Issue 24's "Done when": one week of Acme's, from the contractor's loose entry to the pay stub.
 * Connie (contractor@demo.test) works for Globex through Acme at $24.50 an hour in Illinois, with a
 * $25.00 traditional 401(k) deduction and no Form W-4 on file (the demo seed); the demo has no time
 * of hers from 2026-11-23 and no Acme run for the period 2026-11-16 – 11-29 (docs/demo-data.md).
 */
const CHICAGO = { latitude: 41.8781, longitude: -87.6298, accuracy: 12 };
const MONDAY = '2026-11-23';
const SUNDAY = '2026-11-29';
const PERIOD_START = '2026-11-16';
const PAY_RATE_CENTS = 2_450;
const HOURS = 30;
const K401_CENTS = 2_500;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function connieWeek(
  request: APIRequestContext,
  token: string,
  status: string,
  from = MONDAY,
) {
  const res = await request.get(
    `/v2/timesheets?date_from=${from}&date_to=${SUNDAY}&status=${status}&sort=date&per_page=200`,
    { headers: auth(token) },
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as TimesheetList).data.filter(
    (t) => t.contractor_name === 'Connie Contractor',
  );
}

test("an agency's week, exact: loose entry, location refusal, signed approval, paid invoice, four-eyes payroll and the stub's withholding", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';

  // The contractor types Monday and Tuesday loosely; the browser refuses the location, so Submit is refused.
  const denied = await browser.newContext({ permissions: [] });
  await denied.setGeolocation(CHICAGO);
  const first = await denied.newPage();
  const firstShell = new ShellPage(first, origin);
  await firstShell.signIn('contractor@demo.test');
  const entry = new EntryWeekPage(first);
  await entry.openFromMenu(firstShell);
  await entry.week(MONDAY);
  await entry.day('Monday', { start: '8am', end: '4:30pm', breakMinutes: '30' });
  await expect(entry.hours('Monday')).toHaveText('8.00');
  await entry.day('Tuesday', { start: '0830', end: '17:00', breakMinutes: '30' });
  await expect(entry.hours('Tuesday')).toHaveText('8.00');
  await entry.submit();
  await expect(
    entry.locationAlert.getByRole('heading', { name: 'Location Permission Needed' }),
  ).toBeVisible();
  await first.getByRole('button', { name: 'Back to the week' }).click();
  await expect(entry.status('Monday')).toContainText('draft');
  await denied.close();

  // Back later with location allowed: the drafts are in the grid; Wednesday is added and the week submitted.
  const granted = await browser.newContext({ permissions: ['geolocation'] });
  await granted.setGeolocation(CHICAGO);
  const worker = await granted.newPage();
  const workerShell = new ShellPage(worker, origin);
  await workerShell.signIn('contractor@demo.test');
  const again = new EntryWeekPage(worker);
  await again.openFromMenu(workerShell);
  await again.week(MONDAY);
  await expect(again.field('Start', 'Monday')).toHaveValue('08:00');
  await expect(again.field('End', 'Monday')).toHaveValue('16:30');
  await expect(again.field('Start', 'Tuesday')).toHaveValue('08:30');
  await expect(again.field('End', 'Tuesday')).toHaveValue('17:00');
  await expect(again.status('Tuesday')).toContainText('draft');
  await expect(again.total).toHaveText('16.00');
  // A long Wednesday: enough pay in the period for federal income tax to be withheld (none is below it).
  await again.day('Wednesday', { start: '6am', end: '8:30pm', breakMinutes: '30' });
  await expect(again.hours('Wednesday')).toHaveText('14.00');
  await expect(again.total).toHaveText(`${HOURS}.00`);
  await again.submit();
  await expect(
    worker.getByRole('status').filter({ hasText: 'Your week was submitted for approval.' }),
  ).toBeVisible();

  // Globex requires a signature: its client signs and approves each day in one dialog.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const clientShell = new ShellPage(client, origin);
  const clientToken = await clientShell.signIn('client@globex.test');
  await clientShell.navigate('Timesheets');
  const submitted = await connieWeek(client.request, clientToken, 'submitted');
  expect(submitted.map((t) => t.date)).toEqual([MONDAY, '2026-11-24', '2026-11-25']);
  const day = new TimesheetDetailPage(client);
  for (const t of submitted) {
    await day.open(`/timesheets/${t.id}`);
    await day.signAndApprove('Gloria Globex');
    await expect(day.field('Status')).toHaveText('Approved');
  }
  await expect(
    day.history.getByRole('listitem').filter({ hasText: 'Submitted → Signed' }),
  ).toContainText('Signed as: Gloria Globex');
  await clientContext.close();

  // The admin invoices Globex's week, sends it, records its payment, and the PDF reads Paid.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminShell = new ShellPage(admin, origin);
  await adminShell.signIn('admin@demo.test');
  await adminShell.navigate('Invoices', 'Finance');
  await admin.getByRole('link', { name: 'Generate invoices' }).click();
  await admin.getByLabel('Client *').selectOption({ label: 'Globex' });
  await admin.getByLabel('Period start *').fill(MONDAY);
  await admin.getByLabel('Period end *').fill(SUNDAY);
  await admin.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(admin).toHaveURL(/\/invoices\?.*invoice_run_id=/);
  const invoices = admin.getByRole('table', { name: 'Invoices' });
  await expect(invoices.locator('tbody tr')).toHaveCount(1);
  await invoices.getByRole('link', { name: 'Draft' }).click();
  await expect(admin.getByRole('heading', { name: 'Invoice Draft', level: 1 })).toBeVisible();
  const invoice = new TimesheetDetailPage(admin);
  const invoiceUrl = admin.url();
  const due = await invoice.field('Total due').innerText();
  await invoice.action('Send').click();
  await expect(invoice.dialog).toContainText(due);
  await invoice.dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(invoice.field('Status')).toHaveText('Open');
  const number = (
    await admin.getByRole('heading', { name: /^Invoice INV-\d{6}$/, level: 1 }).innerText()
  ).replace('Invoice ', '');
  await admin.getByRole('link', { name: 'Record payment' }).click();
  await admin.getByLabel('Received on *').fill('2026-11-26');
  await admin.getByRole('button', { name: 'Record payment' }).click();
  await expect(admin).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  const allocate = admin.getByRole('form', { name: 'Allocate to invoices' });
  expect(
    cents(`$${await allocate.getByRole('textbox', { name: `Amount for ${number}` }).inputValue()}`),
  ).toBe(cents(due));
  await allocate.getByRole('button', { name: 'Allocate' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Allocated: allocated' })).toBeVisible();
  await admin.goto(invoiceUrl);
  await expect(invoice.field('Status')).toHaveText('Paid');
  const pdf = await downloadedPdf(
    admin,
    invoice.actions.getByRole('button', { name: 'Download PDF' }),
  );
  expect(pdf).toContain('Status: Paid');
  expect(pdf).toContain(`Paid ${due}`);
  expect(pdf).toContain('Remaining $0.00');
  await adminContext.close();

  // Acme's owner runs the period with a second approver: as its submitter, the owner may not approve it.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const ownerShell = new ShellPage(owner, origin);
  const ownerToken = await ownerShell.signIn('owner@acme.test');
  await ownerShell.navigate('Paychecks', 'Finance');
  await owner.getByRole('link', { name: 'Payroll runs', exact: true }).click();
  await owner.getByRole('link', { name: 'New payroll run' }).click();
  await owner.getByLabel('A day in the pay period').fill('2026-11-24');
  await owner.getByLabel('Needs a second approver', { exact: false }).check();
  await owner.getByRole('button', { name: 'Add payroll run' }).click();
  await expect(
    owner.getByRole('heading', { name: 'Payroll run 2026-11-16 – 2026-11-29' }),
  ).toBeVisible();
  const runUrl = owner.url();
  const run = new TimesheetDetailPage(owner);
  await expect(run.field('Second approver')).toHaveText('Required (four eyes)');
  // The run pays all of her approved time in the period: other stories on the shared demo approve
  // some of her earlier drafts (notifications.spec.ts), all on this Globex assignment and under 40
  // hours a week, so no overtime. Her gross may also hold an expense reimbursement of that period
  // (expenses.spec.ts files one for 2026-11-23): the figures below are her hours and the wages they earn.
  const inPeriod = await connieWeek(owner.request, ownerToken, 'approved', PERIOD_START);
  expect(new Set(inPeriod.map((t) => t.assignment_id))).toEqual(
    new Set([submitted[0]!.assignment_id]),
  );
  const hours = inPeriod.reduce((sum, t) => sum + Number(t.hours_worked), 0);
  expect(hours).toBeGreaterThanOrEqual(HOURS);
  for (const week of [
    inPeriod.filter((t) => t.date < MONDAY),
    inPeriod.filter((t) => t.date >= MONDAY),
  ]) {
    expect(week.reduce((sum, t) => sum + Number(t.hours_worked), 0)).toBeLessThanOrEqual(40);
  }
  const wages = Math.round(hours * PAY_RATE_CENTS);
  await expect(
    owner
      .getByRole('table', { name: 'Preview' })
      .getByRole('row')
      .filter({ hasText: 'Connie Contractor' })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(hours.toFixed(2));
  await owner.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(run.field('Status')).toHaveText('Pending');
  await expect(await run.openUnavailable()).toContainText(
    'You submitted this run: a second approver approves it.',
  );
  const runId = runUrl.split('/').pop()!;
  const refused = await owner.request.post(`/v2/payroll_runs/${runId}/actions/approve`, {
    headers: auth(ownerToken),
    data: {},
  });
  expect(refused.status()).toBe(409);
  const payDate = await run.field('Pay date').innerText();
  await ownerContext.close();

  // Acme's finance user approves; the demo bank pays Connie's payout.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await new ShellPage(finance, origin).signIn('finance@acme.test');
  await finance.goto(runUrl);
  const approving = new TimesheetDetailPage(finance);
  await approving.action('Approve').click();
  await approving.dialog.getByRole('button', { name: 'Approve' }).click();
  const paid = finance
    .getByRole('table', { name: 'Paychecks' })
    .getByRole('row')
    .filter({ hasText: 'Connie Contractor' });
  await expect(paid).toContainText('Paid', { timeout: 30_000 });
  await financeContext.close();

  // Connie's stub withholds what the tax engine figures for this gross, and adds it to the year.
  await workerShell.navigate('Paychecks');
  await worker
    .getByRole('row')
    .filter({ hasText: payDate })
    .getByRole('link', { name: 'Connie Contractor' })
    .click();
  const stub = new PayStubPage(worker);
  await expect(stub.table).toBeVisible();
  await worker.screenshot({ path: test.info().outputPath('pay-stub.png'), fullPage: true });
  const engine = paycheckTaxes({
    frequency: 'biweekly',
    pay_date: payDate,
    w4: null,
    state: 'IL',
    gross_cents: wages,
    deductions: [{ kind: 'traditional_401k', amount_cents: K401_CENTS }],
    // Her year's wages are far below the Social Security wage base and the Additional Medicare
    // threshold, so the employee's taxes on this paycheck do not depend on them.
    ytd_taxable_cents: {},
    suta: null,
  });
  const withheld = (code: string) => engine.lines.find((l) => l.code === code)!.amount_cents;
  const earlier = await earlierStub(worker.request, await workerShell.token(), payDate);
  // Her June paycheck (the demo's Acme run) is in the year: year to date is more than this stub.
  expect(earlier.gross).toBeGreaterThan(0);
  for (const [label, code] of [
    ['Federal income tax', 'federal_income'],
    ['State income tax Illinois', 'state_income'],
    ['Social Security', 'social_security'],
    ['Medicare', 'medicare'],
  ] as const) {
    const row = await stub.row(label);
    expect({ label, current: row.current }).toEqual({ label, current: withheld(code) });
    expect(withheld(code)).toBeGreaterThan(0);
    expect(row.ytd).toBe(row.current + (earlier.taxes.get(label) ?? 0));
  }
  expect((await stub.row('Hours worked')).current).toBe(wages);
  const grossRow = await stub.row('Gross pay');
  expect(grossRow.ytd).toBe(grossRow.current + earlier.gross);
  expect((await stub.row('Net pay')).current).toBe(
    grossRow.current - engine.employee_taxes_cents - K401_CENTS,
  );
  await granted.close();
});

/** Connie's paychecks paid before `payDate` this year, as her own API reads them: gross and each tax withheld. */
async function earlierStub(request: APIRequestContext, token: string, payDate: string) {
  const list = (await (
    await request.get('/v2/paychecks?per_page=100', { headers: auth(token) })
  ).json()) as {
    data: { id: string; pay_date: string; status: string; gross_cents: number }[];
  };
  const before = list.data.filter(
    (p) =>
      p.pay_date < payDate &&
      p.pay_date.startsWith(payDate.slice(0, 4)) &&
      ['paid', 'processing'].includes(p.status),
  );
  const taxes = new Map<string, number>();
  for (const p of before) {
    const items = (await (
      await request.get(`/v2/paychecks/${p.id}/items`, { headers: auth(token) })
    ).json()) as {
      stub: { employee_taxes: { label: string; current_cents: number }[] };
    };
    for (const t of items.stub.employee_taxes)
      taxes.set(t.label, (taxes.get(t.label) ?? 0) + t.current_cents);
  }
  return { gross: before.reduce((a, p) => a + p.gross_cents, 0), taxes };
}

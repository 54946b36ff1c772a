import { and, eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import {
  contractors,
  invoices,
  paycheckItems,
  paychecks,
  partners,
  payrollRuns,
} from '../../server/db/schema';
import type { AccountingAccount, JournalEntry, JournalPage } from './contract';

let h: Harness;
let acmeId: string;
const tokens: Record<string, string> = {};
const PERIOD = 'from=2026-01-01&to=2026-12-31';

beforeAll(async () => {
  h = await createHarness();
  [{ id: acmeId }] = (await h.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'acme'))) as [{ id: string }];
});
afterAll(() => h.close());

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  tokens[email] ??= await h.login(email);
  return h.app.inject({
    method,
    url: `/v2${url}`,
    headers: {
      authorization: `Bearer ${tokens[email]}`,
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

const journal = async (email: string, query = PERIOD) => {
  const res = await call(email, 'GET', `/accounting_journal?${query}&per_page=200`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JournalPage;
};

const sides = (e: JournalEntry) =>
  e.lines.map((l) => [l.account?.code ?? null, l.debit_cents, l.credit_cents]);

/** A run the payroll job finished, written as the job stores it: one paycheck and its lines. */
async function paidRun() {
  const [worker] = await h.deps.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.partner_id, acmeId))
    .limit(1);
  const runId = randomUUID();
  await h.deps.db.insert(payrollRuns).values({
    id: runId,
    partner_id: acmeId,
    status: 'paid',
    frequency: 'biweekly',
    period_start: '2026-09-07',
    period_end: '2026-09-20',
    pay_date: '2026-09-25',
    computed_at: '2026-09-23T12:00:00Z',
  });
  const [check] = await h.deps.db
    .insert(paychecks)
    .values({
      payroll_run_id: runId,
      contractor_id: worker!.id,
      partner_id: acmeId,
      period_start: '2026-09-07',
      period_end: '2026-09-20',
      pay_date: '2026-09-25',
      hours_hundredths: 8000,
      gross_cents: 200_000,
      taxes_cents: 30_011,
      deductions_cents: 2_500,
      net_cents: 167_489,
      employer_taxes_cents: 15_300,
      status: 'paid',
    })
    .returning({ id: paychecks.id });
  const line = (
    position: number,
    kind: 'earning' | 'tax' | 'employer_tax' | 'deduction',
    cents: number,
  ) => ({
    paycheck_id: check!.id,
    position,
    kind,
    code: kind,
    description: kind,
    amount_cents: cents,
  });
  await h.deps.db
    .insert(paycheckItems)
    .values([
      line(1, 'earning', 200_000),
      line(2, 'tax', 30_011),
      line(3, 'employer_tax', 15_300),
      line(4, 'deduction', 2_500),
    ]);
  return runId;
}

describe('the journal', () => {
  it('posts every invoice, payment and payroll run of a period in balanced entries', async () => {
    const runId = await paidRun();
    const [owing] = await h.deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.partner_id, acmeId), eq(invoices.status, 'partially_paid')));
    const recorded = await call('admin@demo.test', 'POST', '/payments', {
      client_id: owing!.client_id,
      amount_cents: 12_345,
      received_date: '2026-11-19',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const allocated = await call(
      'admin@demo.test',
      'POST',
      `/payments/${recorded.json().id}/allocations`,
      {
        allocations: [{ invoice_id: owing!.id, amount_cents: 12_345 }],
      },
    );
    expect(allocated.statusCode, allocated.body).toBeLessThan(300);
    const page = await journal('owner@acme.test');
    const payment = page.data.find(
      (e) => e.source === 'payment' && e.source_id === recorded.json().id,
    )!;
    expect(sides(payment)).toEqual([
      ['1000', 12_345, 0],
      ['1200', 0, 12_345],
    ]);
    expect(page.data.length).toBeGreaterThan(2);
    for (const e of page.data) {
      const debit = e.lines.reduce((s, l) => s + l.debit_cents, 0);
      const credit = e.lines.reduce((s, l) => s + l.credit_cents, 0);
      expect(debit, e.id).toBe(credit);
      expect(debit, e.id).toBeGreaterThan(0);
    }
    expect(page.meta.total_debit_cents).toBe(page.meta.total_credit_cents);

    const [sent] = await h.deps.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.partner_id, acmeId),
          isNotNull(invoices.sent_at),
          eq(invoices.invoice_type, 'invoice'),
        ),
      )
      .limit(1);
    const issued = page.data.find((e) => e.id === `invoice:${sent!.id}`)!;
    expect(issued.lines[0]).toMatchObject({
      account: { code: '1200' },
      debit_cents: sent!.total_due_cents,
    });
    const revenue = issued.lines.filter((l) => l.account?.code?.startsWith('4'));
    const tax = issued.lines.filter((l) => l.account?.code === '2200');
    expect(revenue.reduce((s, l) => s + l.credit_cents, 0)).toBe(sent!.total_bill_cents);
    expect(tax.reduce((s, l) => s + l.credit_cents, 0)).toBe(sent!.total_sales_tax_cents);

    const run = page.data.find((e) => e.id === `payroll:${runId}`)!;
    expect(run.date).toBe('2026-09-25');
    expect(sides(run)).toEqual([
      ['6000', 200_000, 0],
      ['6100', 15_300, 0],
      ['2100', 0, 45_311],
      ['2300', 0, 2_500],
      ['1000', 0, 167_489],
    ]);
  });

  it('reverses a sent invoice on the day it was voided', async () => {
    const [draft] = await h.deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.partner_id, acmeId), eq(invoices.status, 'open')))
      .limit(1);
    const voided = await call('admin@demo.test', 'POST', `/invoices/${draft!.id}/actions/void`, {
      reason: 'Billed to the wrong client',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const page = await journal('admin@demo.test', `${PERIOD}&partner_id=${acmeId}`);
    const issued = page.data.find((e) => e.id === `invoice:${draft!.id}`)!;
    const reversal = page.data.find((e) => e.id === `invoice-void:${draft!.id}`)!;
    expect(reversal.source).toBe('invoice_void');
    expect(sides(reversal)).toEqual(
      sides(issued).map(([code, debit, credit]) => [code, credit, debit]),
    );
  });

  it('exports the period as balanced CSV and QuickBooks IIF', async () => {
    const csv = await call('finance@acme.test', 'GET', `/accounting_journal?${PERIOD}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('journal-2026-01-01-2026-12-31.csv');
    const rows = csv.body
      .trim()
      .split('\n')
      .slice(1)
      .map((r) => r.split(','));
    const cents = (v: string | undefined) => (v ? Math.round(Number(v) * 100) : 0);
    const debit = rows.reduce((s, r) => s + cents(r[7]), 0);
    const credit = rows.reduce((s, r) => s + cents(r[8]), 0);
    expect(debit).toBeGreaterThan(0);
    expect(debit).toBe(credit);

    const iif = await call('owner@acme.test', 'GET', `/accounting_journal?${PERIOD}&format=iif`);
    expect(iif.statusCode).toBe(200);
    const lines = iif.body.split('\r\n');
    expect(lines[0]).toBe('!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO');
    let open = 0;
    for (const l of lines.slice(3).filter(Boolean)) {
      if (l === 'ENDTRNS') {
        expect(open).toBe(0);
        continue;
      }
      const f = l.split('\t');
      expect(f[3]).toMatch(/^\d{2}\/\d{2}\/2026$/);
      open += Math.round(Number(f[5]) * 100);
    }
  });

  it('refuses an export while an item posts to no account', async () => {
    const [acct] = (await call('owner@selfco.test', 'GET', '/accounting_default_configs')).json()
      .data;
    await call('owner@selfco.test', 'PATCH', `/accounting_default_configs/${acct.id}`, {
      receivables_account_id: null,
    });
    const page = await journal('owner@selfco.test');
    expect(page.meta.unmapped).toEqual(['Invoices owed by clients']);
    const res = await call('owner@selfco.test', 'GET', `/accounting_journal?${PERIOD}&format=iif`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Map these items to accounts before exporting: Invoices owed by clients',
    );
  });
});

describe('whose books', () => {
  const acmeAccount = async () =>
    (
      (await call('owner@acme.test', 'GET', '/accounting_accounts?name=Overtime')).json()
        .data as AccountingAccount[]
    )[0]!;

  it("answers another employer's account, journal and mapping with 404 or a refusal", async () => {
    const account = await acmeAccount();
    expect(
      (await call('owner@selfco.test', 'GET', `/accounting_accounts/${account.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('owner@selfco.test', 'PATCH', `/accounting_accounts/${account.id}`, {
          name: 'Mine',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('owner@selfco.test', 'GET', `/accounting_journal?${PERIOD}&partner_id=${acmeId}`))
        .statusCode,
    ).toBe(404);
    const res = await call('owner@selfco.test', 'POST', '/accounting_mappings', {
      item: 'invoice_overtime',
      account_id: account.id,
    });
    expect(res.statusCode).toBe(422);
  });

  it("keeps an admin from posting one employer's item to another's account", async () => {
    const account = await acmeAccount();
    const [selfco] = await h.deps.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.subdomain, 'selfco'));
    const res = await call('admin@demo.test', 'POST', '/accounting_mappings', {
      item: 'invoice_overtime',
      account_id: account.id,
      partner_id: selfco!.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'account_id'],
      msg: 'Account not found',
    });
  });

  it('maps an item to its own account, and the journal follows', async () => {
    const account = await acmeAccount();
    const res = await call('owner@acme.test', 'POST', '/accounting_mappings', {
      item: 'invoice_overtime',
      account_id: account.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      item_label: 'Invoice lines: overtime',
      account: '4100 · Overtime revenue',
    });
    const again = await call('owner@acme.test', 'POST', '/accounting_mappings', {
      item: 'invoice_overtime',
      account_id: account.id,
    });
    expect(again.statusCode).toBe(422);
    const page = await journal('owner@acme.test');
    const overtime = page.data.flatMap((e) => e.lines).filter((l) => l.item === 'invoice_overtime');
    for (const l of overtime) expect(l.account?.code).toBe('4100');
  });

  it('refuses users who keep no books, and an admin who names no employer', async () => {
    expect(
      (await call('recruiter@acme.test', 'GET', `/accounting_journal?${PERIOD}`)).statusCode,
    ).toBe(403);
    expect((await call('client@globex.test', 'GET', '/accounting_accounts')).statusCode).toBe(403);
    expect((await call('admin@demo.test', 'GET', `/accounting_journal?${PERIOD}`)).statusCode).toBe(
      422,
    );
    expect(
      (await call('owner@acme.test', 'GET', '/accounting_journal?from=2026-01-01&to=2027-06-30'))
        .statusCode,
    ).toBe(422);
  });
});

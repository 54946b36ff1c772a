import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { callerOf } from '../../../../tests/as-user';
import { PAYROLL_ACCOUNT_NUMBER_COLUMN } from '../../crypto/seal-rows';
import { syncTimesheetWeek } from '../../billing/sources/timesheets';
import {
  benefitPlans,
  holidays,
  partners,
  payrollBankAccounts,
  timesheets,
  transactionItems,
  transactions,
  users,
} from '../../db/schema';

let h: Harness;
const call = callerOf(() => h);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('payroll bank accounts', () => {
  const NUMBER = '987650001234';

  it('seals the account number at rest and never sends it back, in the answer, the list or the CSV', async () => {
    const created = await call('owner@acme.test', 'POST', '/payroll_bank_accounts', {
      name: 'Bonus funding',
      bank_name: 'First Demo Bank',
      routing_number: '011000015',
      account_number: NUMBER,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ account_last4: '••••1234' });
    const [row] = await h.deps.db
      .select()
      .from(payrollBankAccounts)
      .where(eq(payrollBankAccounts.id, created.json().id));
    expect(row?.account_number).toMatch(/^enc:v1:/);
    expect(h.deps.vault.open(PAYROLL_ACCOUNT_NUMBER_COLUMN, row!.account_number)).toBe(NUMBER);
    for (const url of [
      '/payroll_bank_accounts',
      `/payroll_bank_accounts/${row!.id}`,
      '/payroll_bank_accounts?format=csv',
    ]) {
      const res = await call('owner@acme.test', 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body, url).not.toContain(NUMBER);
      expect(res.body, url).not.toContain('enc:v1:');
    }
  });

  it('the seeded accounts were sealed when the API started', async () => {
    const rows = await h.deps.db.select().from(payrollBankAccounts);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.account_number).toMatch(/^enc:v1:/);
  });

  it('is refused to partner staff outside owner, admin and finance, and to contractors', async () => {
    for (const email of ['recruiter@acme.test', 'contractor@demo.test', 'client@globex.test'])
      expect((await call(email, 'GET', '/payroll_bank_accounts')).statusCode, email).toBe(403);
    expect((await call('finance@acme.test', 'GET', '/payroll_bank_accounts')).statusCode).toBe(200);
  });

  it("an EOR keeps its own accounts, none of a partner's", async () => {
    const res = await call('eor@demo.test', 'GET', '/payroll_bank_accounts');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { data: { employer_name: string }[] }).data.map(
      (a) => a.employer_name,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Globalhire EOR']));
  });
});

describe('rules the forms share with the browser', () => {
  it('a federal tax is registered federally', async () => {
    const res = await call('owner@acme.test', 'POST', '/company_taxes', {
      jurisdiction: 'TX',
      tax_type: 'FUTA',
      account_number: '12-3456789',
      rate_bps: 60,
      effective_date: '2027-01-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'jurisdiction'] });
  });

  it('a federal holiday cannot be added again', async () => {
    const res = await call('owner@acme.test', 'POST', '/holidays', {
      date: '2026-07-04',
      name: 'Fourth',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'date'],
      msg: 'Independence Day is already a paid federal holiday',
    });
  });

  it("a contractor is enrolled only in its own employer's plans", async () => {
    const [connie] = await h.deps.db
      .select({ id: users.contractor_id })
      .from(users)
      .where(eq(users.email, 'contractor@demo.test'));
    const [selfcoPlan] = await h.deps.db
      .select({ id: benefitPlans.id })
      .from(benefitPlans)
      .where(eq(benefitPlans.name, 'SelfCo Health HMO'));
    const res = await call('admin@demo.test', 'POST', '/benefits', {
      contractor_id: connie!.id,
      plan_id: selfcoPlan!.id,
      coverage: 'employee',
      status: 'pending',
      start_date: '2027-01-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'plan_id'] });
  });

  it("a job names one of the platform's workers' comp codes", async () => {
    const job = { title: 'Night Auditor', classification: 'w-2' };
    const unknown = await call('owner@acme.test', 'POST', '/jobs', {
      ...job,
      workers_comp_code: '0001',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'workers_comp_code'] });
    expect(
      (await call('owner@acme.test', 'POST', '/jobs', { ...job, workers_comp_code: '8810' }))
        .statusCode,
    ).toBe(201);
  });
});

describe("a contractor's benefits", () => {
  it('sees only its own enrollments and dependents, never an SSN, and no payroll configuration', async () => {
    const mine = await call('contractor@demo.test', 'GET', '/benefits');
    expect(mine.statusCode).toBe(200);
    const rows = (mine.json() as { data: { contractor_name: string }[] }).data;
    expect(rows.length).toBe(3);
    expect(new Set(rows.map((r) => r.contractor_name))).toEqual(new Set(['Connie Contractor']));
    const deps = await call('contractor@demo.test', 'GET', '/dependents');
    expect((deps.json() as { data: unknown[] }).data).toHaveLength(2);
    expect(deps.body).not.toMatch(/ssn/i);
    for (const url of ['/company_taxes', '/benefit_plans', '/gsa_rates'])
      expect((await call('contractor@demo.test', 'GET', url)).statusCode, url).toBe(403);
  });

  it('adds a dependent of its own; naming another worker is refused', async () => {
    const [ian] = await h.deps.db
      .select({ id: users.contractor_id })
      .from(users)
      .where(eq(users.email, 'ic@demo.test'));
    const cleo = {
      first_name: 'Cleo',
      last_name: 'Contractor',
      relationship: 'child',
      date_of_birth: '2021-03-14',
    };
    const other = await call('contractor@demo.test', 'POST', '/dependents', {
      ...cleo,
      contractor_id: ian!.id,
    });
    expect(other.statusCode).toBe(422);
    const res = await call('contractor@demo.test', 'POST', '/dependents', cleo);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contractor_name: 'Connie Contractor', first_name: 'Cleo' });
  });
});

describe("the employer's holidays in pay and bill", () => {
  it('work on a holiday the partner added is paid at the holiday rate', async () => {
    const [acme] = await h.deps.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.subdomain, 'acme'));
    const [sheet] = await h.deps.db
      .select({ id: timesheets.id, assignment_id: timesheets.assignment_id, date: timesheets.date })
      .from(timesheets)
      .innerJoin(
        transactions,
        and(eq(transactions.source_id, timesheets.id), eq(transactions.kind, 'pay')),
      )
      .where(
        and(
          eq(timesheets.partner_id, acme!.id),
          eq(timesheets.status, 'approved'),
          isNull(transactions.invoice_id),
        ),
      )
      .limit(1);
    if (!sheet) throw new Error('no approved Acme timesheet in the seed');
    const kinds = async () =>
      (
        await h.deps.db
          .select({ kind: transactionItems.kind })
          .from(transactionItems)
          .innerJoin(transactions, eq(transactions.id, transactionItems.transaction_id))
          .where(and(eq(transactions.source_id, sheet.id), eq(transactions.kind, 'pay')))
      ).map((i) => i.kind);
    expect(await kinds()).not.toContain('holiday');
    const added = await call('owner@acme.test', 'POST', '/holidays', {
      date: sheet.date,
      name: 'Company day',
    });
    expect(added.statusCode, added.body).toBe(201);
    await h.deps.db.transaction((tx) => syncTimesheetWeek(tx, sheet.assignment_id, sheet.date));
    expect(await kinds()).toEqual(['holiday']);
    await h.deps.db.delete(holidays).where(eq(holidays.id, added.json().id));
  });
});

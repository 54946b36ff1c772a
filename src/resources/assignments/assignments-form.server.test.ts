import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { Assignment } from './contract';
import { END_BEFORE_START } from './form';
import { assignmentRates, assignments } from '../../server/db/schema';
import { acmeAssignment, seededIds } from './seeded-ids.server';

let h: Harness;
let ids: Awaited<ReturnType<typeof seededIds>>;
let body: Awaited<ReturnType<typeof acmeAssignment>>;
beforeAll(async () => {
  h = await createHarness();
  ids = await seededIds(h.database.db);
  body = await acmeAssignment(h.database.db);
});
afterAll(async () => h.close());

const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  caller(email, method, `/assignments${url}`, payload);
const locs = (res: { json(): unknown }) =>
  (res.json() as { detail: { loc: string[]; msg: string }[] }).detail.map((d) => [
    d.loc.join('.'),
    d.msg,
  ]);

describe('a partner', () => {
  it('places its own contractor at its own client; the assignment is its, in its list', async () => {
    const res = await call('owner@acme.test', 'POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as Assignment;
    expect(a).toMatchObject({
      contractor_id: ids.connie,
      client_name: 'Globex',
      job_title: 'Warehouse Associate',
      start_date: '2026-01-05',
      end_date: '2026-06-30',
      pay_rate_cents: 2500,
      bill_rate_cents: 3800,
      holiday_bill_rate_cents: 7600,
      state: 'IL',
    });
    const [row] = await h.database.db.select().from(assignments).where(eq(assignments.id, a.id));
    expect(row?.partner_id).toBe(a.partner_id);
    const list = await call('owner@acme.test', 'GET', '?per_page=200');
    expect((list.json() as { data: Assignment[] }).data.map((x) => x.id)).toContain(a.id);
    expect((await call('owner@selfco.test', 'GET', `/${a.id}`)).statusCode).toBe(404);
  });

  it("gets a 422 on the field naming another tenant's contractor, client or job", async () => {
    const contractor = await call('owner@acme.test', 'POST', '', {
      ...body,
      contractor_id: ids.ian,
    });
    expect(contractor.statusCode).toBe(422);
    expect(locs(contractor)).toEqual([['body.contractor_id', 'Contractor not found']]);
    const client = await call('owner@acme.test', 'POST', '', { ...body, client_id: ids.initech });
    expect(locs(client)).toEqual([['body.client_id', 'Client not found']]);
    const job = await call('owner@acme.test', 'POST', '', { ...body, job_id: ids.selfcoJob });
    expect(locs(job)).toEqual([['body.job_id', 'Job not found']]);
    const shared = await call('owner@acme.test', 'POST', '', { ...body, job_id: ids.sharedJob });
    expect(shared.statusCode, shared.body).toBe(201);
  });

  it('cannot end an assignment before it starts, on create or on an edit of one date', async () => {
    const bad = await call('owner@acme.test', 'POST', '', { ...body, end_date: '2026-01-04' });
    expect(locs(bad)).toEqual([['body.end_date', END_BEFORE_START]]);
    const created = await call('owner@acme.test', 'POST', '', { ...body, end_date: null });
    const { id } = created.json() as Assignment;
    const edit = await call('owner@acme.test', 'PATCH', `/${id}`, { end_date: '2025-12-31' });
    expect(locs(edit)).toEqual([['body.end_date', END_BEFORE_START]]);
    const ok = await call('owner@acme.test', 'PATCH', `/${id}`, { end_date: '2026-01-05' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as Assignment).end_date).toBe('2026-01-05');
  });

  it('keeps the contractor and client of an assignment on edit', async () => {
    const { id } = (await call('owner@acme.test', 'POST', '', body)).json() as Assignment;
    const [nina] = await h.database.db
      .select({ id: assignments.contractor_id })
      .from(assignments)
      .where(eq(assignments.client_id, ids.globex));
    const other = nina?.id === ids.connie ? null : nina?.id;
    const res = await call('owner@acme.test', 'PATCH', `/${id}`, {
      contractor_id: other ?? ids.ian,
    });
    expect(res.statusCode).toBe(422);
    expect(locs(res)[0]?.[0]).toBe('body.contractor_id');
  });

  it('refuses a user of the partner whose role places nobody (403)', async () => {
    expect((await call('timekeeper@acme.test', 'POST', '', body)).statusCode).toBe(403);
  });
});

describe('bill rates', () => {
  it('are never taken from a user without bill visibility, who places with pay rates only', async () => {
    const withBill = await call('payroll@acme.test', 'POST', '', body);
    expect(withBill.statusCode).toBe(403);
    expect(withBill.json()).toEqual({ message: 'You are not allowed to set bill rates' });
    const payOnly = await call(
      'payroll@acme.test',
      'POST',
      '',
      await acmeAssignment(h.database.db, false),
    );
    expect(payOnly.statusCode, payOnly.body).toBe(201);
    const a = payOnly.json() as Assignment;
    expect(a.pay_rate_cents).toBe(2500);
    expect(a.bill_rate_cents).toBeNull();
    const edit = await call('payroll@acme.test', 'PATCH', `/${a.id}`, { bill_rate_cents: 1 });
    expect(edit.statusCode).toBe(403);
    const priced = await call('owner@acme.test', 'PATCH', `/${a.id}`, { bill_rate_cents: 4100 });
    expect((priced.json() as Assignment).bill_rate_cents).toBe(4100);
  });

  it('are required of a user who sees billing', async () => {
    const res = await call(
      'owner@acme.test',
      'POST',
      '',
      await acmeAssignment(h.database.db, false),
    );
    expect(locs(res)).toEqual([['body.bill_rate_cents', 'Bill rate is required']]);
  });
});

describe('a client', () => {
  it('owner with can_create_assignment places at its own company, unpriced, whatever client is named', async () => {
    const { client_id: _c, ...rest } = body;
    const unpriced = Object.fromEntries(
      Object.entries(rest).filter(([k]) => !k.endsWith('_rate_cents')),
    );
    const res = await call('client@globex.test', 'POST', '', unpriced);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      client_id: ids.globex,
      pay_rate_cents: null,
      bill_rate_cents: null,
    });
    const elsewhere = await call('client@globex.test', 'POST', '', {
      ...unpriced,
      client_id: ids.initech,
    });
    expect(locs(elsewhere)).toEqual([['body.client_id', 'Client not found']]);
  });

  it('owner never sets a pay or bill rate, on create or edit (403); its other fields it may edit', async () => {
    const { client_id: _c, ...rest } = body;
    const message = {
      message: 'Rates are set by the employer: a client may not set pay or bill rates',
    };
    const created = await call('client@globex.test', 'POST', '', rest);
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(message);
    const { id } = (await call('owner@acme.test', 'POST', '', body)).json() as Assignment;
    for (const rates of [
      { pay_rate_cents: 1 },
      { holiday_bill_rate_cents: 1 },
      { rates_effective_date: '2026-02-01' },
    ]) {
      const res = await call('client@globex.test', 'PATCH', `/${id}`, rates);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(message);
    }
    const [row] = await h.database.db.select().from(assignments).where(eq(assignments.id, id));
    expect(row).toMatchObject({ pay_rate_cents: 2500, bill_rate_cents: 3800 });
    const ok = await call('client@globex.test', 'PATCH', `/${id}`, { end_date: '2026-07-31' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ end_date: '2026-07-31' });
  });

  it('manager, not the owner, may not (403)', async () => {
    expect((await call('approver@globex.test', 'POST', '', body)).statusCode).toBe(403);
  });
});

describe('who sets which rates (the employer side only)', () => {
  let id: string;
  beforeAll(async () => {
    id = ((await call('owner@acme.test', 'POST', '', body)).json() as Assignment).id;
  });

  it('a recruiter sees bill rates but sets only pay rates', async () => {
    const bill = await call('recruiter@acme.test', 'PATCH', `/${id}`, { bill_rate_cents: 1 });
    expect(bill.statusCode).toBe(403);
    expect(bill.json()).toEqual({ message: 'You are not allowed to set bill rates' });
    const pay = await call('recruiter@acme.test', 'PATCH', `/${id}`, { pay_rate_cents: 2600 });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json()).toMatchObject({ pay_rate_cents: 2600, bill_rate_cents: 3800 });
  });

  it('the partner owner and an admin set bill rates, from today by default, and are told what it left alone', async () => {
    const owner = await call('owner@acme.test', 'PATCH', `/${id}`, { bill_rate_cents: 3900 });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({
      bill_rate_cents: 3900,
      rates_effective_date: '2026-11-20',
      unrepriced_approved_items: 0,
      notice:
        'Rates saved, effective from 2026-11-20. No approved, uninvoiced timesheet on or after that date.',
    });
    const admin = await call('admin@demo.test', 'PATCH', `/${id}`, {
      bill_rate_cents: 4000,
      rates_effective_date: '2026-12-01',
    });
    expect(admin.json()).toMatchObject({
      bill_rate_cents: 4000,
      rates_effective_date: '2026-12-01',
    });
  });

  it('an edit that sends the rates as they are changes no rates', async () => {
    const [was] = await h.database.db.select().from(assignments).where(eq(assignments.id, id));
    const res = await call('owner@acme.test', 'PATCH', `/${id}`, {
      pay_rate_cents: was!.pay_rate_cents,
      bill_rate_cents: was!.bill_rate_cents,
      work_location: 'Dock 2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('rates_effective_date');
    const schedule = await h.database.db
      .select()
      .from(assignmentRates)
      .where(eq(assignmentRates.assignment_id, id));
    // The rates before the first change, then the recruiter's, the owner's and the admin's: nothing more.
    expect(
      schedule.map((r) => [r.effective_date, r.pay_rate_cents, r.bill_rate_cents]).sort(),
    ).toEqual([
      ['2026-01-05', 2500, 3800],
      ['2026-11-20', 2600, 3800],
      ['2026-11-20', 2600, 3900],
      ['2026-12-01', 2600, 4000],
    ]);
  });
});

it("lets an admin place any partner's contractor, but only at a client of the same partner", async () => {
  const mixed = await call('admin@demo.test', 'POST', '', { ...body, client_id: ids.initech });
  expect(locs(mixed)).toEqual([
    ['body.client_id', 'This client works with another partner than the contractor'],
  ]);
  const ok = await call('admin@demo.test', 'POST', '', body);
  expect(ok.statusCode, ok.body).toBe(201);
});

import { and, asc, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Assignment, AssignmentList } from '../assignments/contract';
import type { DuplicateEntry, TimesheetDetail } from './contract';
import { HOURS_HINT, HOURS_NOT_ALLOWED, HOURS_OR_TIMES } from '../../domain/timesheets/hours-only';
import { assignments, clients, transactionItems, transactions } from '../../server/db/schema';

/** Hours-only entry (issue 24): the assignment's flag, the server's checks, duplicates and pricing. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = callerOf(() => h);
const WORKER = 'contractor@demo.test';
const EMPLOYER = 'owner@acme.test';
let a: Assignment;

const enter = (payload: object) =>
  call(WORKER, 'POST', '/timesheets', { assignment_id: a.id, ...payload });
const hoursRefusal = (msg: string) => ({ detail: [{ loc: ['body', 'hours'], msg }] });

beforeAll(async () => {
  const list = (await call(WORKER, 'GET', '/assignments')).json() as AssignmentList;
  a = list.data[0] as Assignment;
});

describe('hours-only entry', () => {
  it('is refused, by name, on an assignment that takes start and end times', async () => {
    expect(a.allows_hours_only).toBe(false);
    const res = await enter({ date: '2029-03-05', hours: 8 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(hoursRefusal(HOURS_NOT_ALLOWED));
  });

  it('is allowed once the employer sets the assignment so, and then stores the hours typed', async () => {
    const set = await call(EMPLOYER, 'PATCH', `/assignments/${a.id}`, { allows_hours_only: true });
    expect(set.statusCode, set.body).toBe(200);
    const shown = (await call(WORKER, 'GET', `/assignments/${a.id}`)).json() as {
      allows_hours_only: boolean;
    };
    expect(shown.allows_hours_only).toBe(true);

    const res = await enter({ date: '2029-03-05', hours: 7.5 });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as TimesheetDetail).timesheet).toMatchObject({
      type: 'hours_only',
      time_start: null,
      time_end: null,
      time_start_12h: null,
      break_time_minutes: 0,
      hours_hundredths: 750,
      hours_worked: '7.50',
    });
  });

  it.each([
    [0, HOURS_HINT],
    [24.01, HOURS_HINT],
    [0.1 + 0.2, HOURS_HINT],
    ['7.333', HOURS_HINT],
    ['8\u0000', HOURS_HINT],
    [-8, HOURS_HINT],
  ])('refuses hours %j with 422 on the hours field', async (hours, msg) => {
    const res = await enter({ date: '2029-03-06', hours });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('hours');
    if (typeof hours === 'number') expect(res.json()).toMatchObject(hoursRefusal(msg));
  });

  it('refuses hours sent with times', async () => {
    const res = await enter({
      date: '2029-03-06',
      hours: 8,
      time_start: '09:00',
      time_end: '17:00',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(hoursRefusal(HOURS_OR_TIMES));
  });

  it('takes the whole day: timed entry on the same day is a 409 naming the hours-only one', async () => {
    const first = await enter({ date: '2029-03-07', hours: '6' });
    expect(first.statusCode, first.body).toBe(201);
    const id = (first.json() as TimesheetDetail).timesheet.id;
    const res = await enter({ date: '2029-03-07', time_start: '18:00', time_end: '20:00' });
    expect(res.statusCode).toBe(409);
    const body = res.json() as DuplicateEntry;
    expect(body.existing).toMatchObject({ id, time_start: null, time_end: null });
    expect(body.message).toContain('hours only');
  });

  it('edits hours in place, and turns into timed entry when times are sent', async () => {
    const created = await enter({ date: '2029-03-08', hours: '4' });
    const id = (created.json() as TimesheetDetail).timesheet.id;
    const more = await call(WORKER, 'PATCH', `/timesheets/${id}`, { hours: '8.25' });
    expect(more.statusCode, more.body).toBe(200);
    expect((more.json() as TimesheetDetail).timesheet).toMatchObject({
      type: 'hours_only',
      hours_worked: '8.25',
    });
    const task = await call(WORKER, 'PATCH', `/timesheets/${id}`, { task: 'Inventory' });
    expect((task.json() as TimesheetDetail).timesheet).toMatchObject({
      hours_worked: '8.25',
      task: 'Inventory',
    });
    const timed = await call(WORKER, 'PATCH', `/timesheets/${id}`, {
      time_start: '08:00',
      time_end: '12:30',
    });
    expect(timed.statusCode, timed.body).toBe(200);
    expect((timed.json() as TimesheetDetail).timesheet).toMatchObject({
      type: 'hourly',
      time_start: '08:00',
      time_end: '12:30',
      hours_worked: '4.50',
    });
  });

  it('is priced by its hours once approved: pay and bill are hours × rate', async () => {
    const [row] = await h.deps.db.select().from(assignments).where(eq(assignments.id, a.id));
    await h.deps.db
      .update(clients)
      .set({ requires_signature_for_approval: false })
      .where(eq(clients.id, row!.client_id));
    const created = await enter({ date: '2029-03-14', hours: '7.25' });
    const id = (created.json() as TimesheetDetail).timesheet.id;
    const location = { latitude: 41.88, longitude: -87.63, accuracy: 10 };
    const submitted = await call(WORKER, 'POST', `/timesheets/${id}/actions/submit`, { location });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await call('admin@demo.test', 'POST', `/timesheets/${id}/actions/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);

    const items = () =>
      h.deps.db
        .select({
          kind: transactions.kind,
          hours: transactionItems.hours_hundredths,
          rate: transactionItems.rate_cents,
          amount: transactionItems.amount_cents,
        })
        .from(transactions)
        .innerJoin(transactionItems, eq(transactionItems.transaction_id, transactions.id))
        .where(
          and(
            eq(transactions.assignment_id, a.id),
            between(transactions.date, '2029-03-12', '2029-03-18'),
            eq(transactions.source_type, 'timesheet'),
          ),
        )
        .orderBy(asc(transactions.kind));
    const priced = (rate: number) => Math.round((725 * rate) / 100);
    // The week's transactions are written by the approval's after-commit delivery.
    await expect.poll(items, { timeout: 20_000, interval: 250 }).toEqual([
      {
        kind: 'bill',
        hours: 725,
        rate: row!.bill_rate_cents,
        amount: priced(row!.bill_rate_cents!),
      },
      { kind: 'pay', hours: 725, rate: row!.pay_rate_cents, amount: priced(row!.pay_rate_cents!) },
    ]);
  });
});

import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import type { Tx } from '../../db/client';
import { eventDeliveries, events, timesheets } from '../../db/schema';
import { payrollActor, payrollOrigin } from '../../payroll/actor';
import { timesheetServer } from '../../../resources/timesheets/server';
import { recordFact, transitionInTx } from './perform';
import { recordStepsOnAll } from './record-steps';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const origin = payrollOrigin(new Date('2026-11-20T10:00:00Z'));
const sent = (id: string) => ({
  payroll_run_id: '00000000-0000-4000-8000-000000000001',
  paycheck_id: `00000000-0000-4000-8000-${id.slice(-12)}`,
  payroll_submission_date: '2026-11-20',
});
const markPaid = { type: 'timesheet.markPaid', user: payrollActor } as const;

/** A payroll batch's steps: each timesheet's Mark Paid, then the fact of the run that paid it. */
const paidAndSent = (tx: Tx, ids: string[]) =>
  recordStepsOnAll(
    tx,
    timesheetServer,
    ids,
    (id) => [{ event: markPaid }, { fact: { type: 'timesheet.sentToPayroll', payload: sent(id) } }],
    origin,
    h.deps.subscribers,
  );

/** Rolls back whatever `work` wrote, answering what it read back before the rollback. */
async function andRollBack<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let seen: T | undefined;
  await h.deps.db
    .transaction(async (tx) => {
      seen = await work(tx);
      throw new Error('rollback');
    })
    .catch((err: unknown) => {
      if ((err as Error).message !== 'rollback') throw err;
    });
  return seen!;
}

/** The events, deliveries and rows written after event `after`, without the ids a sequence gives. */
async function written(tx: Tx, ids: string[], after: number) {
  const appended = await tx
    .select()
    .from(events)
    .where(gt(events.id, after))
    .orderBy(asc(events.stream_id), asc(events.version));
  const deliveries = await tx
    .select({ subscriber: eventDeliveries.subscriber, event_id: eventDeliveries.event_id })
    .from(eventDeliveries)
    .where(gt(eventDeliveries.event_id, after));
  const keyOf = new Map(appended.map((e) => [e.id, `${e.stream_id}@${e.version}`]));
  return {
    events: appended.map(({ id: _id, ...e }) => e),
    deliveries: deliveries.map((d) => `${d.subscriber} ${keyOf.get(d.event_id)}`).sort(),
    rows: await tx
      .select()
      .from(timesheets)
      .where(inArray(timesheets.id, ids))
      .orderBy(asc(timesheets.id)),
  };
}

async function approvedUnpaid(n: number): Promise<string[]> {
  const rows = await h.deps.db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.status, 'approved'), eq(timesheets.paid, false)))
    .orderBy(asc(timesheets.id))
    .limit(n);
  return rows.map((r) => r.id);
}

const lastEvent = async (tx: Tx) =>
  (await tx.select({ id: events.id }).from(events).orderBy(asc(events.id))).at(-1)?.id ?? 0;

it('records the same events, deliveries and rows as a transition and a fact one by one', async () => {
  const ids = await approvedUnpaid(3);
  expect(ids).toHaveLength(3);
  const oneByOne = await andRollBack(async (tx) => {
    const after = await lastEvent(tx);
    for (const id of ids)
      await transitionInTx(
        tx,
        timesheetServer,
        null,
        id,
        { event: markPaid, action: 'paid', origin },
        h.deps.subscribers,
      );
    for (const id of ids)
      await recordFact(
        tx,
        timesheetServer,
        id,
        { type: 'timesheet.sentToPayroll', payload: sent(id) },
        origin,
        h.deps.subscribers,
      );
    return written(tx, ids, after);
  });
  const together = await andRollBack(async (tx) => {
    const after = await lastEvent(tx);
    const rows = await paidAndSent(tx, ids);
    expect(rows.map((r) => [r.id, r.paid, r.payroll_submission_date]).sort()).toEqual(
      ids.map((id) => [id, true, '2026-11-20']),
    );
    return written(tx, ids, after);
  });
  expect(together.events.map((e) => e.type)).toEqual(
    ids.flatMap(() => ['timesheet.markPaid', 'timesheet.sentToPayroll']),
  );
  // Billing's sync is told of each Mark Paid, as it is of one recorded alone.
  expect(together.deliveries.some((d) => d.startsWith('billing.timesheet-transactions '))).toBe(
    true,
  );
  expect(together).toEqual(oneByOne);
});

it('writes nothing when the chart refuses a step of one record', async () => {
  const ids = await approvedUnpaid(2);
  const outcome = await andRollBack(async (tx) => {
    const after = await lastEvent(tx);
    // The second Mark Paid of a record is refused: it is paid by the first.
    const refused = await recordStepsOnAll(
      tx,
      timesheetServer,
      ids,
      (id) => (id === ids[1] ? [{ event: markPaid }, { event: markPaid }] : [{ event: markPaid }]),
      origin,
      h.deps.subscribers,
    ).catch((err: unknown) => err as { statusCode?: number });
    return { refused, after: await written(tx, ids, after) };
  });
  expect(outcome.refused).toMatchObject({ statusCode: 409 });
  expect(outcome.after.events).toEqual([]);
  expect(outcome.after.rows.every((r) => !r.paid)).toBe(true);
});

it('updates only the columns its steps change', async () => {
  const ids = await approvedUnpaid(2);
  const set = await andRollBack(async (tx) => {
    const execute = vi.spyOn(tx, 'execute');
    await paidAndSent(tx, ids);
    const update = execute.mock.calls
      .map(([statement]) => new PgDialect().sqlToQuery(statement as SQL).sql)
      .find((text) => text.startsWith('update "timesheets"'));
    return /set (.*?)\s+from/s.exec(update ?? '')?.[1];
  });
  expect(set?.split(', ').sort()).toEqual([
    '"paid" = r."paid"',
    '"payroll_submission_date" = r."payroll_submission_date"',
    '"updated_at" = r."updated_at"',
    '"version" = r."version"',
  ]);
});

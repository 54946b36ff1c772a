import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { judge, type ActionInput, type ChartEvent } from '../../../../machines/kit/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db, Tx } from '../../db/client';
import {
  appendEvents,
  isLostRaceError,
  lostRace,
  withEvents,
  type EventOrigin,
} from '../../events/store';
import { checkPayload } from '../../events/payloads';
import type { Subscriber } from '../../events/subscriber';
import { findInScope, loadForUpdate, loadSystem } from './load';
import { notFound } from '../../lib/errors';
import { originOf, type RequestOrigin } from './origin';
import { planTransition, projectedOrigin } from './plan';
import { refusal } from './refusal';
import { subjectOf, type ProjectionRow, type WorkflowServer } from './server';

/** The `unchanged` columns as the row was read. */
function asRead<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
  row: Row,
): SQL[] {
  const columns = server.table as unknown as Record<string, PgColumn>;
  return (server.unchanged ?? []).map((key) => {
    const value = row[key];
    return value === null ? isNull(columns[key]!) : eq(columns[key]!, value);
  });
}

export interface Step<J> {
  event: ChartEvent;
  /** The action's name for refusals (an API action, or the event for steps that are not actions). */
  action: string;
  origin: EventOrigin;
  /** Refuses (throws) before anything is written. */
  check?: (record: J) => void;
  /**
   * Adds to the event's payload; may read and write in the transaction (an invoice's next number),
   * appending events of its own for `deliverTo` (a credit note).
   */
  extra?: (
    record: J,
    tx: Tx,
    deliverTo: readonly Subscriber[],
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/**
 * Locks records of one workflow for the rest of the caller's transaction, always in id order, so
 * two transactions that lock several of them (a bulk action, an allocation) queue rather than
 * deadlock. A transition takes its record's lock before reading it: a concurrent action waits for
 * this one to commit and is then judged against the state it left. The lock is the one an update
 * takes (no key update): rows inserted elsewhere that reference the record (a paycheck of a run, an
 * allocation of an invoice) take a key-share lock on it and must not queue behind it.
 */
export async function lockRecords<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  ids: readonly string[],
): Promise<void> {
  if (!ids.length) return;
  const { table } = server;
  await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, [...new Set(ids)]))
    .orderBy(asc(table.id))
    .for('no key update');
}

/** The record's state as stored now, for the answer to a race it lost. */
async function stateNow<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  id: string,
): Promise<string> {
  const record = await loadSystem(tx, server, id);
  return server.definition.stateLabel(server.storedOf(server.row(record)));
}

/**
 * Runs `work` in a savepoint of the caller's transaction, so a race it loses (the stream's version
 * taken, a deadlock or serialization victim) leaves that transaction usable and answers 409
 * `{ message, from, action, reasons }`, never a 500 or a double write.
 */
async function raceSafe<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  id: string,
  action: string,
  work: (sp: Tx, seen: (from: string) => void) => Promise<Row>,
): Promise<Row> {
  let from: string | undefined;
  try {
    return await tx.transaction((sp) => work(sp, (label) => (from = label)));
  } catch (err) {
    if (!isLostRaceError(err)) throw err;
    throw lostRace(from ?? (await stateNow(tx, server, id)), action);
  }
}

/**
 * Appends one event at the read row's version + 1 and writes the projection `next`, only where the
 * row's version (and its `unchanged` columns) are still the ones read.
 */
async function appendAndProject<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  sp: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  row: Row,
  event: { type: string; payload: Record<string, unknown>; origin: EventOrigin; next: Row },
  lost: () => Error,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  await appendEvents(
    sp,
    server.events,
    [
      {
        streamId: row.id,
        version: row.version + 1,
        type: event.type,
        payload: event.payload,
        origin: event.origin,
      },
    ],
    deliverTo,
  );
  const { id: _id, ...values } = event.next;
  const updated = await sp
    .update(server.table)
    // The row comes from the workflow's own reducer over this very table.
    .set(values as never)
    .where(
      and(
        eq(server.table.id, row.id),
        eq(server.table.version, row.version),
        ...asRead(server, row),
      ),
    )
    .returning({ id: server.table.id });
  if (updated.length !== 1) throw lost();
}

/**
 * The one way a transition is recorded (design §7), inside a transaction the caller holds: lock the
 * record, load it (in the caller's scope; `user: null` is the system acting on a record a checked
 * caller named), check, let the chart decide, append the event at version + 1 (queued for
 * `deliverTo`, the app's `deps.subscribers`), and update the projection only where its version is
 * still the one read. A lost race answers 409 (see raceSafe).
 */
export async function transitionInTx<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User | null,
  id: string,
  step: Step<J>,
  deliverTo: readonly Subscriber[],
): Promise<Row> {
  return raceSafe(tx, server, id, step.action, async (sp, seen) => {
    await lockRecords(sp, server, [id]);
    const record = user
      ? await loadForUpdate(sp, server, user, id)
      : await loadSystem(sp, server, id);
    const row = server.row(record);
    const from = server.definition.stateLabel(server.storedOf(row));
    seen(from);
    step.check?.(record);
    const plan = planTransition(
      server,
      row,
      server.facts(record),
      step.event,
      step.origin,
      await step.extra?.(record, sp, deliverTo),
    );
    await appendAndProject(
      sp,
      server,
      row,
      { ...plan, origin: step.origin },
      () => lostRace(from, step.action),
      deliverTo,
    );
    await server.alongside?.(sp, plan.type, plan.next, step.origin, deliverTo);
    return plan.next;
  });
}

/**
 * Records a fact about a workflow record that is not a chart event (an invoice locking a timesheet,
 * a paycheck paying it), the way a transition is recorded: at the stream's next version, folded into
 * the projection by the workflow's own reducer, a lost race answered with 409. The caller holds the
 * record's lock (lockRecords), taken in id order with the other records it touches.
 */
export async function recordFact<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  id: string,
  fact: { type: string; payload: Record<string, unknown> },
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<Row> {
  return raceSafe(tx, server, id, fact.type, async (sp, seen) => {
    const row = server.row(await loadSystem(sp, server, id));
    const from = server.definition.stateLabel(server.storedOf(row));
    seen(from);
    const payload = checkPayload(server.events, fact.type, fact.payload);
    const next = server.reduce(row, {
      ...projectedOrigin(origin),
      type: fact.type,
      version: row.version + 1,
      payload,
    });
    await appendAndProject(
      sp,
      server,
      row,
      { type: fact.type, payload, origin, next },
      () => lostRace(from, fact.type),
      deliverTo,
    );
    return next;
  });
}

/** One chart event in a transaction of its own (see transitionInTx). */
export async function transition<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
  step: Step<J>,
  deliverTo: readonly Subscriber[],
): Promise<Row> {
  return withEvents(db, (tx) => transitionInTx(tx, server, user, id, step, deliverTo));
}

/** The step an action is: its chart event, origin, the 403/409 judgment and what it records. */
export function actionStep<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  action: A,
  input: ActionInput,
  origin: EventOrigin,
): Step<J> {
  const wf = server.definition;
  const needs = wf.actions[action].needs;
  return {
    event: wf.eventFor(action, user, input),
    action,
    origin,
    check: (record) => {
      const subject = subjectOf(server, record);
      const verdict = judge(wf, subject, user, action, input);
      if (!verdict.ok) throw refusal(verdict, wf.stateLabel(subject.stored), action);
    },
    // Only the text the action asks for is recorded: a reason is a rejection's, evidence an approval's.
    extra: async (record, tx, deliverTo) => ({
      ...(needs && input[needs] ? { [needs]: input[needs] } : {}),
      ...(await server.recordsAlso?.(tx, action, record, origin, input, deliverTo)),
    }),
  };
}

/** POST <apiPath>/{id}/actions/{action}: refuses with 403/409 and reasons, or applies it. */
export async function perform<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
  action: A,
  input: ActionInput,
  request: RequestOrigin,
  deliverTo: readonly Subscriber[],
): Promise<Row> {
  const origin = originOf(user, request, server.locationOf?.(action, input) ?? null);
  return transition(
    db,
    server,
    user,
    id,
    actionStep(server, user, action, input, origin),
    deliverTo,
  );
}

/**
 * Judges an action without taking it, as the caller sees the record now: 404 outside their scope,
 * 403/409 with reasons. A money-moving action answers these before asking for its Idempotency-Key,
 * so a caller never learns of a key requirement on a record it may not touch.
 */
export async function judgeInScope<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
  action: A,
  input: ActionInput,
): Promise<void> {
  const record = await findInScope(db, server, user, id);
  if (!record) throw notFound();
  const subject = subjectOf(server, record);
  const verdict = judge(server.definition, subject, user, action, input);
  if (!verdict.ok) throw refusal(verdict, server.definition.stateLabel(subject.stored), action);
}

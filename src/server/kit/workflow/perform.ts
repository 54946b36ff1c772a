import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { judge, type ActionInput, type ChartEvent } from '../../../../machines/kit/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db, Tx } from '../../db/client';
import {
  appendEvents,
  isUniqueViolation,
  lostRace,
  withEvents,
  type EventOrigin,
} from '../../events/store';
import { findInScope, loadForUpdate, loadSystem } from './load';
import { notFound } from '../../lib/errors';
import { originOf, type RequestOrigin } from './origin';
import { planTransition } from './plan';
import { refusal } from './refusal';
import { subjectOf, type ProjectionRow, type WorkflowServer } from './server';

/** The `unchanged` columns as the row was read. */
function asRead<J, Row extends ProjectionRow, S, F, A extends string, Item>(server: WorkflowServer<J, Row, S, F, A, Item>, row: Row): SQL[] {
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
  /** Adds to the event's payload; may read and write in the transaction (an invoice's next number). */
  extra?: (record: J, tx: Tx) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/**
 * The transition inside a transaction the caller holds (payments allocating to an invoice in their own
 * transaction). `user: null` is the system acting on a record a checked caller named: no tenant scope.
 */
export async function transitionInTx<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User | null,
  id: string,
  step: Step<J>,
): Promise<Row> {
  const record = user
    ? await loadForUpdate(tx, server, user, id)
    : await loadSystem(tx, server, id);
  const row = server.row(record);
  const from = server.definition.stateLabel(server.storedOf(row));
  step.check?.(record);
  const plan = planTransition(
    server,
    row,
    server.facts(record),
    step.event,
    step.origin,
    await step.extra?.(record, tx),
  );
  await appendEvents(tx, server.events, [
    {
      streamId: id,
      version: row.version + 1,
      type: plan.type,
      payload: plan.payload,
      origin: step.origin,
    },
  ]);
  const { id: _id, ...values } = plan.next;
  const updated = await tx
    .update(server.table)
    // The row comes from the workflow's own reducer over this very table.
    .set(values as never)
    .where(and(eq(server.table.id, id), eq(server.table.version, row.version), ...asRead(server, row)))
    .returning({ id: server.table.id });
  if (updated.length !== 1) throw lostRace(from, step.action);
  await server.alongside?.(tx, plan.type, plan.next, step.origin);
  return plan.next;
}

/**
 * One chart event in one transaction (design §7): load the record in the caller's scope, check, let
 * the chart decide, append the event at version + 1, and update the projection only where its version
 * is still the one read. A lost race is a 409, never a double transition.
 */
export async function transition<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
  step: Step<J>,
): Promise<Row> {
  let from: string | undefined;
  try {
    return await withEvents(db, (tx) =>
      transitionInTx(tx, server, user, id, {
        ...step,
        check: (record) => {
          from = server.definition.stateLabel(server.storedOf(server.row(record)));
          step.check?.(record);
        },
      }),
    );
  } catch (err) {
    if (from !== undefined && isUniqueViolation(err)) throw lostRace(from, step.action);
    throw err;
  }
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
    extra: async (record, tx) => ({
      ...(needs && input[needs] ? { [needs]: input[needs] } : {}),
      ...(await server.recordsAlso?.(tx, action, record, origin, input)),
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
): Promise<Row> {
  const origin = originOf(user, request, server.locationOf?.(action, input) ?? null);
  return transition(db, server, user, id, actionStep(server, user, action, input, origin));
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

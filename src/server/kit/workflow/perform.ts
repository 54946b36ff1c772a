import { and, eq } from 'drizzle-orm';
import { judge, type ActionInput, type ChartEvent } from '../../../../machines/kit/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db, Tx } from '../../db/client';
import { appendEvents, isUniqueViolation, lostRace, withEvents, type EventOrigin } from '../../events/store';
import { loadForUpdate } from './load';
import { originOf, type RequestOrigin } from './origin';
import { planTransition } from './plan';
import { refusal } from './refusal';
import { subjectOf, type ProjectionRow, type WorkflowServer } from './server';

export interface Step<J> {
  event: ChartEvent;
  /** The action's name for refusals (an API action, or the event for steps that are not actions). */
  action: string;
  origin: EventOrigin;
  /** Refuses (throws) before anything is written. */
  check?: (record: J) => void;
  /** Adds to the event's payload. */
  extra?: (record: J) => Record<string, unknown>;
}

/**
 * One chart event inside the caller's transaction (a form's edit that is also a transition): load the
 * record in the caller's scope, check, let the chart decide, append the event at version + 1, and
 * update the projection only where its version is still the one read.
 */
export async function transitionIn<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
  step: Step<J>,
  seen: (from: string) => void = () => {},
): Promise<Row> {
  const record = await loadForUpdate(tx, server, user, id);
  const row = server.row(record);
  const from = server.definition.stateLabel(server.storedOf(row));
  seen(from);
  step.check?.(record);
  const plan = planTransition(server, row, server.facts(record), step.event, step.origin, step.extra?.(record));
  await appendEvents(tx, server.events, [{ streamId: id, version: row.version + 1, type: plan.type, payload: plan.payload, origin: step.origin }]);
  const { id: _id, ...values } = plan.next;
  const updated = await tx
    .update(server.table)
    // The row comes from the workflow's own reducer over this very table.
    .set(values as never)
    .where(and(eq(server.table.id, id), eq(server.table.version, row.version)))
    .returning({ id: server.table.id });
  if (updated.length !== 1) throw lostRace(from, step.action);
  return plan.next;
}

/**
 * One chart event in one transaction of its own (design §7): `transitionIn`, with a lost race (the
 * same version appended first) answered as a 409, never a double transition.
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
      transitionIn(tx, server, user, id, step, (f) => {
        from = f;
      }),
    );
  } catch (err) {
    if (from !== undefined && isUniqueViolation(err)) throw lostRace(from, step.action);
    throw err;
  }
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
  const wf = server.definition;
  const needs = wf.actions[action].needs;
  return transition(db, server, user, id, {
    event: wf.eventFor(action, user, input),
    action,
    origin: originOf(user, request, server.locationOf?.(action, input) ?? null),
    check: (record) => {
      const subject = subjectOf(server, record);
      const verdict = judge(wf, subject, user, action, input);
      if (!verdict.ok) throw refusal(verdict, wf.stateLabel(subject.stored), action);
    },
    // Only the text the action asks for is recorded: a reason is a rejection's, evidence an approval's.
    extra: () => (needs && input[needs] ? { [needs]: input[needs] } : {}),
  });
}

import { inArray } from 'drizzle-orm';
import type { HistoryEntry } from '../../../domain/contracts/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { readStream } from '../../events/store';
import { notFound } from '../../lib/errors';
import { findInScope } from './load';
import type { ProjectionRow, WorkflowServer } from './server';

/** Each actor's name, by user id. */
export async function actorNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.first_name, last: users.last_name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((a) => [a.id, `${a.first} ${a.last}`.trim()]));
}

/**
 * The timeline of one record, oldest first: who did each step, from where, from which state to which.
 * A record out of the viewer's scope is a 404. Where an actor stood (IP, device, location, email) is
 * left out for viewers the workflow hides it from (a contractor's personal data, spec §6).
 */
export async function historyOf<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  viewer: User,
  id: string,
): Promise<HistoryEntry[]> {
  if (!(await findInScope(db, server, viewer, id))) throw notFound();
  const wf = server.definition;
  const stream = await readStream(db, { streamType: server.events.type, streamId: id });
  const names = await actorNames(db, [
    ...new Set(stream.flatMap((e) => (e.actor_user_id ? [e.actor_user_id] : []))),
  ]);
  // A stream's first event has no `from`: it puts the record in the chart's initial state.
  const initial = String(wf.chart.config.initial);
  const label = (state: unknown) => wf.stateLabel(state as S);
  return stream.map((e) => {
    const hidden = server.hidesOrigin?.(viewer, e) ?? false;
    const { from, to } = e.payload;
    return {
      id: e.id,
      version: e.version,
      type: e.type,
      from: from ? label(from) : null,
      to: to ? label(to) : initial,
      actor_user_id: e.actor_user_id,
      actor_name: e.actor_user_id ? (names.get(e.actor_user_id) ?? null) : null,
      actor_role: e.actor_role,
      ip: hidden ? null : e.ip,
      user_agent: hidden ? null : e.user_agent,
      location: hidden ? null : (e.location ?? null),
      payload:
        hidden && 'actor_email' in e.payload ? { ...e.payload, actor_email: null } : e.payload,
      occurred_at: e.occurred_at.toISOString(),
    };
  });
}

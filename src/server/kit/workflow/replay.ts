import { availability, resolveState } from '../../../../machines/kit/workflow';
import { actionsByEvent } from '../../../../machines/kit/chart-graph';
import type { Replay, ReplayRole } from '../../../domain/contracts/replay';
import type { User } from '../../../domain/contracts/user';
import { eventWords, roleWords } from '../../../domain/format/words';
import { canAuditWorkflows } from '../../../domain/policy/statecharts';
import type { Db } from '../../db/client';
import { readStream } from '../../events/store';
import { forbidden, notFound } from '../../lib/errors';
import { castOf, roleKey } from './cast';
import { actorNames } from './history';
import { findInScope } from './load';
import type { ProjectionRow, WorkflowServer } from './server';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

function roleLabel(u: User): string {
  const where =
    u.partner?.entity_name ??
    u.client?.entity_name ??
    u.eor?.entity_name ??
    u.sales_partner?.entity_name ??
    null;
  const who = roleWords(u.role ? `${u.user_type}:${u.role}` : u.user_type);
  return where ? `${who} (${where})` : who;
}

/**
 * The auditor's replay of one record: its events in order, each folded by the workflow's one
 * reducer into the record as it stood then, with the chart state after it and, for one user of
 * each type and role among the record's parties, every action the chart's own `judge` would have
 * allowed at that moment and why it refused the others. Only auditors (403 for others), and only a
 * record in the caller's scope (404 for another tenant's).
 */
export async function replayOf<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  viewer: User,
  id: string,
): Promise<Replay> {
  if (!canAuditWorkflows(viewer)) throw forbidden(`You may not replay ${server.definition.plural}`);
  const record = await findInScope(db, server, viewer, id);
  if (!record) throw notFound();
  const wf = server.definition;
  const [stream, cast] = await Promise.all([
    readStream(db, { streamType: server.events.type, streamId: id }),
    castOf(db, server, record),
  ]);
  const details = (await server.stepDetails?.(db, stream)) ?? new Map<number, string>();
  const names = await actorNames(db, [
    ...new Set(stream.flatMap((e) => (e.actor_user_id ? [e.actor_user_id] : []))),
  ]);
  const byEvent = actionsByEvent(wf);
  const eventOf = new Map([...byEvent].map(([event, action]) => [action, event]));
  let row: Row | null = null;
  const steps = stream.map((e) => {
    const event = { ...e, occurred_at: e.occurred_at.toISOString() };
    row = server.reduce(row ?? server.beforeStream?.(record, event) ?? null, event);
    const stored = server.storedOf(row);
    const subject = {
      stored,
      facts: server.factsAt ? server.factsAt(record, row) : server.facts(record),
    };
    const snapshot = resolveState(wf, subject);
    const roles: ReplayRole[] = cast.map((u) => ({
      role: roleKey(u),
      label: roleLabel(u),
      user_name: `${u.first_name} ${u.last_name}`.trim(),
      user_email: u.email,
      actions: availability(wf, subject, u).map((a) => ({
        action: a.action,
        label: a.label,
        event: eventOf.get(a.action) ?? a.action,
        available: a.available,
        reasons: a.reasons,
      })),
    }));
    const hidden = server.hidesOrigin?.(viewer, e) ?? false;
    const action = byEvent.get(e.type) ?? null;
    const from = e.payload.from;
    return {
      version: e.version,
      type: e.type,
      action,
      label: action ? (wf.actions[action as A]?.label ?? eventWords(e.type)) : eventWords(e.type),
      occurred_at: e.occurred_at.toISOString(),
      actor_user_id: e.actor_user_id,
      actor_name: e.actor_user_id ? (names.get(e.actor_user_id) ?? null) : null,
      actor_role: e.actor_role,
      ip: hidden ? null : e.ip,
      user_agent: hidden ? null : e.user_agent,
      location: hidden ? null : (e.location ?? null),
      reason: text(e.payload.reason),
      evidence: text(e.payload.evidence),
      signed_as: text((e.payload.signature as { full_name?: unknown } | undefined)?.full_name),
      detail: details.get(e.version) ?? null,
      from: from ? wf.stateLabel(from as S) : null,
      to: wf.stateLabel(stored),
      active: snapshot._nodes.map((n) => n.id),
      roles,
    };
  });
  return { chart: wf.chart.id, id, steps };
}

import { inArray } from 'drizzle-orm';
import type { HistoryEntry } from '../../../domain/contracts/timesheets';
import type { User } from '../../../domain/contracts/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { readStream } from '../../events/store';
import { seesContractorPersonal } from './personal-data';
import { STREAM } from './service';

const label = (s: unknown): string | null => {
  if (!s || typeof s !== 'object') return null;
  const v = s as { status: string; billing?: string; paid?: boolean };
  if (v.status !== 'approved') return v.status;
  return ['approved', v.billing === 'noBill' ? 'noBill' : null, v.paid ? 'paid' : null].filter(Boolean).join('.');
};

/**
 * The timeline of one timesheet, oldest first, with who did each step and from where. Where the
 * contractor stood (IP, device, location) is contractor personal data: hidden from a viewer who may
 * not see it (spec §6).
 */
export async function timesheetHistory(db: Db, id: string, viewer: User): Promise<HistoryEntry[]> {
  const personal = seesContractorPersonal(viewer);
  const events = await readStream(db, { streamType: STREAM, streamId: id });
  const actorIds = [...new Set(events.map((e) => e.actor_user_id).filter((v): v is string => Boolean(v)))];
  const actors = actorIds.length ? await db.select({ id: users.id, first: users.first_name, last: users.last_name }).from(users).where(inArray(users.id, actorIds)) : [];
  const names = new Map(actors.map((a) => [a.id, `${a.first} ${a.last}`.trim()]));
  return events.map((e) => {
    const hidden = !personal && e.actor_role === 'contractor';
    const { location: _location, ...payload } = e.payload;
    return {
    id: e.id,
    version: e.version,
    type: e.type,
    from: e.type === 'timesheet.created' ? null : label(e.payload.from),
    to: e.type === 'timesheet.created' ? 'draft' : label(e.payload.to),
    actor_user_id: e.actor_user_id,
    actor_name: e.actor_user_id ? (names.get(e.actor_user_id) ?? null) : null,
    actor_role: e.actor_role,
    ip: hidden ? null : e.ip,
    user_agent: hidden ? null : e.user_agent,
    location: hidden ? null : (e.location ?? null),
    payload: hidden ? payload : e.payload,
    occurred_at: e.occurred_at.toISOString(),
    };
  });
}

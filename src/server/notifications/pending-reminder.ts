import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { PENDING_REMINDER_DAYS } from '../../resources/notifications/kinds';
import { isTimesheetDecider } from '../../domain/policy/timesheet-decisions';
import type { User } from '../../domain/contracts/user';
import { timesheetScope } from '../../resources/timesheets/scope.server';
import { loadUser } from '../auth/load-user';
import type { Tx } from '../db/client';
import { clients, timesheets, users } from '../db/schema';
import { tenantOf, tenantScope } from '../kit/scope';
import type { CanOpen, DailyNotification, Notice } from './kind';
import { ofTenant, type DailyTenant } from './tenant';

/** Where a reminder sends its reader: every timesheet waiting for a decision they may see. */
export const WAITING_LINK = '/timesheets?status=submitted,signed';

/**
 * The people of an employer who may be deciders: its own staff, and the staff of its clients
 * (clients of no employer go with the unattached records).
 */
const staffOf = (tenant: DailyTenant) => {
  const ofItsClients = inArray(
    users.client_id,
    sql`(select ${clients.id} from ${clients} where ${ofTenant(tenant, clients)})`,
  );
  if (tenant.type === 'partner') return or(eq(users.partner_id, tenant.id), ofItsClients)!;
  if (tenant.type === 'eor') return or(eq(users.eor_id, tenant.id), ofItsClients)!;
  return ofItsClients;
};

/** The timesheets a decider sees that have waited (submitted or signed) since before `before`. */
async function waitingFor(tx: Tx, user: User, before: string) {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      since: sql<
        string | null
      >`to_char(min(${timesheets.updated_at}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.status, ['submitted', 'signed']),
        lt(timesheets.updated_at, before),
        tenantScope(user, timesheetScope),
      ),
    );
  return row!;
}

const reminderOf = (userId: string, n: number, since: string): Notice => ({
  recordId: userId,
  candidates: [userId],
  content: {
    title:
      n === 1
        ? '1 timesheet still waiting for approval'
        : `${n} timesheets still waiting for approval`,
    body: `${n === 1 ? '1 timesheet has' : `${n} timesheets have`} waited more than ${PENDING_REMINDER_DAYS} days for a decision, the longest since ${since}.`,
    link: WAITING_LINK,
  },
});

/** The reminder's record is its reader's own list of waiting timesheets: only they open it. */
const ownList: CanOpen = async (_tx, user, recordId) => user.id === recordId;

/**
 * Each day, every decider with timesheets (submitted or signed) that stopped moving more than
 * PENDING_REMINDER_DAYS days ago hears once how many wait and since when, counted in the scope
 * their timesheet list shows: one notice a person a day however many wait (a large client's
 * backlog is one line, not hundreds). The notification's key holds the day. Deciders who share a
 * scope (a partner's staff, a client's approvers) are counted once a page.
 */
export const timesheetPending: DailyNotification = {
  kind: 'timesheet_pending',
  canOpen: ownList,
  may: isTimesheetDecider,
  async daily(tx, day, tenant, { after, limit }) {
    const before = new Date(
      Date.parse(`${day}T00:00:00Z`) - PENDING_REMINDER_DAYS * 86_400_000,
    ).toISOString();
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(isNull(users.deactivated_at), staffOf(tenant), after ? gt(users.id, after) : undefined),
      )
      .orderBy(asc(users.id))
      .limit(limit);
    const counts = new Map<string, ReturnType<typeof waitingFor>>();
    const notices: Notice[] = [];
    for (const { id } of staff) {
      const user = await loadUser(tx, id);
      if (!user || !isTimesheetDecider(user)) continue;
      const scope = `${user.user_type}:${tenantOf(user)?.id ?? ''}`;
      if (!counts.has(scope)) counts.set(scope, waitingFor(tx, user, before));
      const { n, since } = await counts.get(scope)!;
      if (n > 0 && since) notices.push(reminderOf(id, n, since));
    }
    return { notices, after: staff.length === limit ? staff.at(-1)!.id : null };
  },
};

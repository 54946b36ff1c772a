import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import { PENDING_REMINDER_DAYS } from '../../resources/notifications/kinds';
import { isTimesheetDecider } from '../../domain/policy/timesheet-decisions';
import { formatHours } from '../../domain/timesheets/hours';
import { timesheets } from '../db/schema';
import { timesheetServer } from '../../resources/timesheets/server';
import { openableWorkflow, tenantUsers, type DailyNotification } from './kind';
import { ofTenant } from './tenant';
import { timesheetFacts } from './timesheet-facts';

/**
 * Each day, the deciders of every timesheet still waiting (submitted or signed) since more than
 * PENDING_REMINDER_DAYS days ago hear about it once: the notification's key holds the day.
 */
export const timesheetPending: DailyNotification = {
  kind: 'timesheet_pending',
  canOpen: openableWorkflow(() => timesheetServer),
  may: isTimesheetDecider,
  async daily(tx, day, tenant, { after, limit }) {
    const before = new Date(
      Date.parse(`${day}T00:00:00Z`) - PENDING_REMINDER_DAYS * 86_400_000,
    ).toISOString();
    const waiting = await tx
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(
        and(
          inArray(timesheets.status, ['submitted', 'signed']),
          lt(timesheets.updated_at, before),
          ofTenant(tenant, timesheets),
          after ? gt(timesheets.id, after) : undefined,
        ),
      )
      .orderBy(asc(timesheets.id))
      .limit(limit);
    const notices = [];
    for (const { id } of waiting) {
      const t = await timesheetFacts(tx, id);
      if (!t) continue;
      notices.push({
        recordId: id,
        candidates: await tenantUsers(tx, {
          client_id: t.client_id,
          partner_id: t.partner_id,
          eor_id: t.eor_id,
        }),
        content: {
          title: `Still waiting for approval: ${t.worker}, ${t.date}`,
          body: `${t.worker}’s ${formatHours(t.hours)} hours at ${t.client} for ${t.date} have waited more than ${PENDING_REMINDER_DAYS} days for a decision.`,
          link: `/timesheets/${id}`,
        },
      });
    }
    return { notices, after: waiting.length === limit ? waiting.at(-1)!.id : null };
  },
};

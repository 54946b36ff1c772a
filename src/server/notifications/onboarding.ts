import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ONBOARDING_STUCK_DAYS } from '../../resources/notifications/kinds';
import { stepTitle } from '../../domain/onboarding/step-routes';
import { hearsOfWorkerOnboarding } from '../../resources/onboarding-status/policy';
import type { Tx } from '../db/client';
import { contractors, users } from '../db/schema';
import { onboardingEvents } from '../onboarding/events';
import { contractorsServer } from '../../resources/contractors/server';
import {
  openableResource,
  tenantUsers,
  type DailyNotification,
  type EventNotification,
  type Notice,
} from './kind';
import { ofTenant } from './tenant';

const workerName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email})`;

const workers = (tx: Tx) =>
  tx
    .select({
      id: contractors.id,
      name: workerName,
      partner_id: contractors.partner_id,
      eor_id: contractors.eor_id,
      required: contractors.required_steps,
      completed: contractors.completed_steps,
      since: sql<Date>`coalesce(${contractors.last_step_at}, ${users.created_at})`,
    })
    .from(contractors)
    .innerJoin(users, eq(users.contractor_id, contractors.id))
    .$dynamic();

/** A worker's record opens as the contractor page opens it: in the viewer's tenant scope. */
const canOpenWorker = openableResource(
  () => contractorsServer,
  () => true,
);

/** The employer's owner and recruiters (`hearsOfWorkerOnboarding` narrows the candidates). */
const employerOf = (tx: Tx, w: { partner_id: string | null; eor_id: string | null }) =>
  tenantUsers(tx, { partner_id: w.partner_id, eor_id: w.eor_id });

export const onboardingFinished: EventNotification = {
  kind: 'onboarding_finished',
  streamType: onboardingEvents.type,
  types: ['onboarding.finished'],
  canOpen: canOpenWorker,
  may: hearsOfWorkerOnboarding,
  async notices(tx, event) {
    const [w] = await workers(tx).where(eq(contractors.id, event.stream_id));
    if (!w) return [];
    return [
      {
        recordId: w.id,
        candidates: await employerOf(tx, w),
        content: {
          title: `Onboarding finished: ${w.name}`,
          body: `${w.name} completed all ${w.required.length} onboarding steps.`,
          link: `/contractors/${w.id}`,
        },
      },
    ];
  },
};

/**
 * Each day, the employer of every active worker whose next step has waited more than
 * ONBOARDING_STUCK_DAYS days (since their last step, or since they were invited) hears of it, once
 * per step and wait: a worker who then moves on and stalls again is news again.
 */
export const onboardingStuck: DailyNotification = {
  kind: 'onboarding_stuck',
  canOpen: canOpenWorker,
  may: hearsOfWorkerOnboarding,
  async daily(tx, day, tenant, { after, limit }) {
    const before = new Date(
      Date.parse(`${day}T00:00:00Z`) - ONBOARDING_STUCK_DAYS * 86_400_000,
    ).toISOString();
    const waiting = await workers(tx)
      .where(
        and(
          isNull(users.deactivated_at),
          sql`not (${contractors.required_steps} <@ ${contractors.completed_steps})`,
          lt(sql`coalesce(${contractors.last_step_at}, ${users.created_at})`, before),
          ofTenant(tenant, contractors),
          after ? gt(contractors.id, after) : undefined,
        ),
      )
      .orderBy(asc(contractors.id))
      .limit(limit);
    const notices: Notice[] = [];
    for (const w of waiting) {
      const step = w.required.find((s) => !w.completed.includes(s));
      if (!step) continue;
      const since = new Date(w.since);
      notices.push({
        recordId: w.id,
        candidates: await employerOf(tx, w),
        once: `${step}:${since.toISOString()}`,
        content: {
          title: `Stuck in onboarding: ${w.name}`,
          body: `${w.name} has not done “${stepTitle(step)}” for more than ${ONBOARDING_STUCK_DAYS} days (${w.required.filter((s) => w.completed.includes(s)).length} of ${w.required.length} steps done).`,
          link: `/contractors/${w.id}`,
        },
      });
    }
    return { notices, after: waiting.length === limit ? waiting.at(-1)!.id : null };
  },
};

import { and, eq, sql } from 'drizzle-orm';
import type { StepName } from '../../domain/onboarding/step-names';
import type { Tx } from '../db/client';
import { events } from '../db/schema';
import { appendEvents, type EventOrigin } from '../events/store';
import type { Subscriber } from '../events/subscriber';
import { onboardingEvents } from './events';
import { holderOf, REQUIREMENT_TABLES } from './holders';

/** Who completed a step and the subscribers a finished onboarding's event is queued for. */
export interface StepCause {
  origin: EventOrigin;
  deliverTo: readonly Subscriber[];
}

/**
 * Marks one of a user's onboarding steps done, in the caller's transaction, once: a step already
 * done or not required of the user changes nothing. The steps live on the user's profile (a
 * contractor's own, or the client, partner or sales partner they act for). A worker whose last step
 * this was gets an `onboarding.finished` event in the same transaction, so their employer hears of
 * it exactly when it becomes true. Returns whether the step was newly completed.
 */
export async function completeStep(
  tx: Tx,
  userId: string,
  step: StepName,
  cause: StepCause,
): Promise<boolean> {
  const holder = await holderOf(tx, userId);
  if (!holder) return false;
  const table = REQUIREMENT_TABLES[holder.type];
  // RETURNING reads the updated row; the row lock makes two last steps at once finish it once.
  const done = await tx
    .update(table)
    .set({
      completed_steps: sql`${table.completed_steps} || ${JSON.stringify([step])}::jsonb`,
      last_step_at: cause.origin.occurredAt,
    })
    .where(
      and(
        eq(table.id, holder.id),
        sql`${table.required_steps} ? ${step}`,
        sql`not ${table.completed_steps} ? ${step}`,
      ),
    )
    .returning({
      id: table.id,
      finished: sql<boolean>`${table.required_steps} <@ ${table.completed_steps}`,
    });
  if (done[0]?.finished && holder.type === 'contractor')
    await recordFinished(tx, userId, holder.id, cause);
  return done.length > 0;
}

async function recordFinished(tx: Tx, userId: string, contractorId: string, cause: StepCause) {
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${events.version}), 0)::int` })
    .from(events)
    .where(and(eq(events.stream_type, onboardingEvents.type), eq(events.stream_id, contractorId)));
  await appendEvents(
    tx,
    onboardingEvents,
    [
      {
        streamId: contractorId,
        version: (last?.version ?? 0) + 1,
        type: 'onboarding.finished',
        payload: { user_id: userId, contractor_id: contractorId },
        origin: cause.origin,
      },
    ],
    cause.deliverTo,
  );
}

import { and, eq, sql } from 'drizzle-orm';
import type { StepName } from '../../domain/onboarding/step-names';
import type { Db, Tx } from '../db/client';
import { contractors, users } from '../db/schema';

/**
 * Marks one of a user's onboarding steps done, in the caller's transaction, once: a step already
 * done or not required of the user changes nothing. Returns whether the step was newly completed.
 */
export async function completeStep(tx: Db | Tx, userId: string, step: StepName): Promise<boolean> {
  const [user] = await tx
    .select({ contractor_id: users.contractor_id })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.contractor_id) return false;
  const done = await tx
    .update(contractors)
    .set({
      completed_steps: sql`${contractors.completed_steps} || ${JSON.stringify([step])}::jsonb`,
    })
    .where(
      and(
        eq(contractors.id, user.contractor_id),
        sql`${contractors.required_steps} ? ${step}`,
        sql`not ${contractors.completed_steps} ? ${step}`,
      ),
    )
    .returning({ id: contractors.id });
  return done.length > 0;
}

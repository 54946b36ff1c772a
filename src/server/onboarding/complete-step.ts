import { and, eq, sql } from 'drizzle-orm';
import type { StepName } from '../../domain/onboarding/step-names';
import type { Tx } from '../db/client';
import { holderOf, REQUIREMENT_TABLES } from './holders';

/**
 * Marks one of a user's onboarding steps done, in the caller's transaction, once: a step already
 * done or not required of the user changes nothing. The steps live on the user's profile (a
 * contractor's own, or the client, partner or sales partner they act for). Returns whether the step
 * was newly completed.
 */
export async function completeStep(tx: Tx, userId: string, step: StepName): Promise<boolean> {
  const holder = await holderOf(tx, userId);
  if (!holder) return false;
  const table = REQUIREMENT_TABLES[holder.type];
  const done = await tx
    .update(table)
    .set({ completed_steps: sql`${table.completed_steps} || ${JSON.stringify([step])}::jsonb` })
    .where(
      and(
        eq(table.id, holder.id),
        sql`${table.required_steps} ? ${step}`,
        sql`not ${table.completed_steps} ? ${step}`,
      ),
    )
    .returning({ id: table.id });
  return done.length > 0;
}

import { eq } from 'drizzle-orm';
import type { Requirements } from '../../domain/onboarding/requirements';
import type { Db } from '../db/client';
import { contractors } from '../db/schema';
import { holderOf, REQUIREMENT_TABLES } from './holders';

const NONE: Requirements = { required: [], completed: [], requires_w2_onboard: false };

/** A user's requirements as spec §3 has them; a user type without onboarding has none. */
export async function requirementsOf(db: Db, userId: string): Promise<Requirements> {
  const holder = await holderOf(db, userId);
  if (!holder) return NONE;
  if (holder.type === 'contractor') {
    const [row] = await db
      .select({
        required: contractors.required_steps,
        completed: contractors.completed_steps,
        w2: contractors.requires_w2_onboard,
      })
      .from(contractors)
      .where(eq(contractors.id, holder.id));
    return row
      ? { required: row.required, completed: row.completed, requires_w2_onboard: row.w2 }
      : NONE;
  }
  const table = REQUIREMENT_TABLES[holder.type];
  const [row] = await db
    .select({ required: table.required_steps, completed: table.completed_steps })
    .from(table)
    .where(eq(table.id, holder.id));
  return row ? { ...row, requires_w2_onboard: false } : NONE;
}

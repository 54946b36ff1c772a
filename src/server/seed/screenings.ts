import { eq, inArray } from 'drizzle-orm';
import { SCREENING_RETURN_PATH } from '../../resources/screenings/kinds';
import type { Tx } from '../db/client';
import { contractors, screenings, users } from '../db/schema';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 0, 15) - daysAgo * DAY);

/** Demo screenings from the demo provider: finished checks for two workers, one still open. */
const RECIPES = [
  { email: 'contractor@demo.test', type: 'background_check', daysAgo: 40, done: true },
  { email: 'contractor@demo.test', type: 'drug_test', daysAgo: 39, done: true },
  { email: 'ic@demo.test', type: 'background_check', daysAgo: 30, done: true },
  { email: 'ic@demo.test', type: 'health_check', daysAgo: 2, done: false },
] as const;

export async function seedScreenings(tx: Tx): Promise<void> {
  const workers = await tx
    .select({
      user_id: users.id,
      email: users.email,
      contractor_id: contractors.id,
      partner_id: contractors.partner_id,
    })
    .from(users)
    .innerJoin(contractors, eq(contractors.id, users.contractor_id))
    .where(inArray(users.email, [...new Set(RECIPES.map((r) => r.email))]));
  const byEmail = new Map(workers.map((w) => [w.email, w]));
  await tx.insert(screenings).values(
    RECIPES.flatMap((r, i) => {
      const w = byEmail.get(r.email);
      if (!w) return [];
      const reference = `demo_seed_${i}`;
      return [
        {
          user_id: w.user_id,
          contractor_id: w.contractor_id,
          partner_id: w.partner_id,
          type: r.type,
          provider: 'demo',
          reference,
          redirect_url: `${SCREENING_RETURN_PATH}?reference=${reference}`,
          status: r.done ? 'completed' : 'ordered',
          result: r.done ? 'clear' : null,
          ordered_at: at(r.daysAgo),
          completed_at: r.done ? new Date(at(r.daysAgo).getTime() + 2 * DAY) : null,
        },
      ];
    }),
  );
}

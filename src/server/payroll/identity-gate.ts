import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { identityVerifications, paychecks, payrollSettings } from '../db/schema';
import type { RunPeriod } from './gather';

/** How a paycheck refused for an unverified identity begins its failure reason: a retried payout cannot mend it. */
export const IDENTITY_NOT_VERIFIED = 'Identity not verified: ';

export const identityRefusalOf = (name: string) =>
  `${name} has not verified their identity, which this employer requires before a first paycheck`;

/**
 * The workers of a run refused their first paycheck (the partner setting "Require identity
 * verification before first payroll"): no verified identity and no paycheck from this partner yet,
 * paid or under way, outside this run. Answers each refused worker's reason, naming them.
 */
export async function identityRefusals(
  db: Db | Tx,
  run: RunPeriod,
  workers: readonly { contractor_id: string; contractor_name: string }[],
): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  if (workers.length === 0) return refused;
  const [setting] = await db
    .select({ required: payrollSettings.require_identity_verification })
    .from(payrollSettings)
    .where(eq(payrollSettings.partner_id, run.partner_id));
  if (!setting?.required) return refused;
  const ids = workers.map((w) => w.contractor_id);
  const verified = await db
    .select({ id: identityVerifications.contractor_id })
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.status, 'verified'),
        inArray(identityVerifications.contractor_id, ids),
      ),
    );
  const paidBefore = await db
    .selectDistinct({ id: paychecks.contractor_id })
    .from(paychecks)
    .where(
      and(
        eq(paychecks.partner_id, run.partner_id),
        inArray(paychecks.contractor_id, ids),
        or(eq(paychecks.status, 'paid'), eq(paychecks.status, 'processing')),
        run.id ? ne(paychecks.payroll_run_id, run.id) : undefined,
      ),
    );
  const cleared = new Set([...verified, ...paidBefore].map((r) => r.id));
  for (const w of workers)
    if (!cleared.has(w.contractor_id))
      refused.set(w.contractor_id, identityRefusalOf(w.contractor_name));
  return refused;
}

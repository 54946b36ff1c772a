import { and, eq, gt, like, max } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { eventDeliveries, events, seedRuns } from '../db/schema';
import { NOTIFICATION_SUBSCRIBER_PREFIX } from '../notifications/subscribers';
import { sealPersonalNumbers } from '../crypto/seal-rows';
import { chainOnStart } from '../events/chain-on-start';
import type { Vault } from '../crypto/vault';
import { seedAgency } from './agency';
import { seedAuditTrail } from './audit-trail';
import { seedDemoTenants } from './demo-tenants';
import { seedPartnerReferrals } from './partner-referrals';
import { seedOrgData } from './org-data';
import { seedSessionRedirects } from './session-redirects';
import { seedTimesheets } from './timesheets';
import { seedTeamMembers } from './team-members';
import { seedWorkforce } from './workforce';
import { seedBilling } from './billing';
import { seedTransactionHolds } from './transaction-holds';
import { seedPayments } from './payments';
import { seedActivityLogs } from './activity-logs';
import { seedAdjustmentsAndReviews } from './adjustments-reviews';
import { seedExpenses } from './expenses';
import { seedPayrollConfig } from './payroll-config';
import { seedTimeOff } from './time-off';
import { seedCommissions } from './commissions';
import { seedCanadaPayroll } from './canada-payroll';
import { seedPayroll } from './payroll';
import { seedAccounting } from './accounting';
import { seedHarborHistory } from './harbor-history';
import { seedHarborPto } from './harbor-pto';
import { seedScreenings } from './screenings';
import { seedSignatures } from './signatures';
import { seedPendingOnboarding } from './pending-onboarding';
import { seedSourceTransactions } from './source-transactions';
import { seedDevelopers } from './developers';
import { syncLaborPosters } from '../../resources/labor-posters/sync.server';

export interface SeedPart {
  name: string;
  run(tx: Tx): Promise<void>;
}

/** In dependency order; later issues append their parts here. */
export const seedParts: readonly SeedPart[] = [
  { name: 'demo-tenants', run: seedDemoTenants },
  { name: 'session-redirects', run: seedSessionRedirects },
  { name: 'timesheets', run: seedTimesheets },
  { name: 'agency', run: seedAgency },
  { name: 'partner-referrals', run: seedPartnerReferrals },
  { name: 'org-data', run: seedOrgData },
  { name: 'team-members', run: seedTeamMembers },
  { name: 'workforce', run: seedWorkforce },
  { name: 'billing', run: seedBilling },
  { name: 'payments', run: seedPayments },
  { name: 'activity-logs', run: seedActivityLogs },
  { name: 'audit-trail', run: seedAuditTrail },
  { name: 'adjustments-reviews', run: seedAdjustmentsAndReviews },
  { name: 'expenses', run: seedExpenses },
  { name: 'source-transactions', run: seedSourceTransactions },
  { name: 'payroll-config', run: seedPayrollConfig },
  { name: 'time-off', run: seedTimeOff },
  { name: 'commissions', run: seedCommissions },
  { name: 'canada-payroll', run: seedCanadaPayroll },
  { name: 'payroll', run: seedPayroll },
  { name: 'harbor-history', run: seedHarborHistory },
  { name: 'harbor-pto', run: seedHarborPto },
  { name: 'screenings', run: seedScreenings },
  { name: 'signatures', run: seedSignatures },
  { name: 'pending-onboarding', run: seedPendingOnboarding },
  { name: 'transaction-holds', run: seedTransactionHolds },
  { name: 'developers', run: seedDevelopers },
  { name: 'accounting', run: seedAccounting },
];

/** The newest event's id now: what a seed part appends comes after it. */
async function lastEventId(tx: Tx): Promise<number> {
  const [row] = await tx.select({ id: max(events.id) }).from(events);
  return row?.id ?? 0;
}

/**
 * The demo's past is history, not news: the notification deliveries its events queued are dropped,
 * so a first start mails no one about them. The other subscribers (billing's sync, mails the
 * workflows send) still run, as they would have when the history happened.
 */
async function quietHistory(tx: Tx, after: number): Promise<void> {
  await tx
    .delete(eventDeliveries)
    .where(
      and(
        gt(eventDeliveries.event_id, after),
        like(eventDeliveries.subscriber, `${NOTIFICATION_SUBSCRIBER_PREFIX}%`),
      ),
    );
}

/**
 * Runs each part not yet recorded in seed_runs, each in one transaction with its record, so a
 * crash mid-seed leaves nothing half-written and the next start finishes the job.
 */
export async function seed(
  db: Db,
  log: (line: string) => void = () => {},
  parts: readonly SeedPart[] = seedParts,
): Promise<string[]> {
  const ran: string[] = [];
  for (const part of parts) {
    const done = await db.select().from(seedRuns).where(eq(seedRuns.part, part.name));
    if (done.length) continue;
    log(`seed: ${part.name} started`);
    await db.transaction(async (tx) => {
      const before = await lastEventId(tx);
      await part.run(tx);
      await quietHistory(tx, before);
      await tx.insert(seedRuns).values({ part: part.name });
    });
    log(`seed: ${part.name} done`);
    ran.push(part.name);
  }
  return ran;
}

/**
 * What a start runs once the schema is current: the demo seed, the platform lists kept in cited data
 * files (workplace posters), sealing what is in clear, chaining unchained events.
 */
export const seedAndSeal =
  (vault: Vault, log: (line: string) => void = () => {}) =>
  async (db: Db): Promise<string[]> => {
    const ran = await seed(db, log);
    await syncLaborPosters(db);
    await sealPersonalNumbers(db, vault);
    await chainOnStart(db, log);
    return ran;
  };

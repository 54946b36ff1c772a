import { and, desc, eq } from 'drizzle-orm';
import type { Integration, IntegrationDetail } from './contract';
import type { Db } from '../../server/db/client';
import { integrationConfigs, serviceLogs } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import type { IntegrationAdapter, IntegrationCheck } from '../../server/integrations/adapter';
import { recordServiceLog } from '../../server/logs/service-log';

type ConfigRow = typeof integrationConfigs.$inferSelect;

const RECENT_CALLS = 20;

export const configOf = async (db: Db, ownerKey: string, adapterId: string) =>
  (
    await db
      .select()
      .from(integrationConfigs)
      .where(
        and(
          eq(integrationConfigs.owner_key, ownerKey),
          eq(integrationConfigs.adapter_id, adapterId),
        ),
      )
  )[0];

export function toIntegration(
  deps: Deps,
  adapter: IntegrationAdapter,
  row: ConfigRow | undefined,
): Integration {
  const failing = row?.failing_since ?? null;
  return {
    id: adapter.id,
    name: adapter.name,
    status: failing ? 'failing' : row?.connected_at ? 'connected' : adapter.status(deps.env),
    failing_since: failing?.toISOString() ?? null,
    last_message: row?.last_message ?? null,
    credential_last4: row?.credential_last4 ?? null,
  };
}

/**
 * Service-log lines name the adapter and its owner in their message, so an owner's page shows its
 * own recent calls and never another employer's.
 */
const logPrefix = (adapterId: string, ownerKey: string) => `[${adapterId}@${ownerKey}] `;

export async function recentCalls(
  db: Db,
  ownerKey: string,
  adapterId: string,
): Promise<IntegrationDetail['recent_calls']> {
  const rows = await db
    .select()
    .from(serviceLogs)
    .where(eq(serviceLogs.job, 'integration'))
    .orderBy(desc(serviceLogs.occurred_at))
    .limit(200);
  const prefix = logPrefix(adapterId, ownerKey);
  return rows
    .filter((r) => r.message.startsWith(prefix))
    .slice(0, RECENT_CALLS)
    .map((r) => ({
      occurred_at: r.occurred_at.toISOString(),
      level: r.level,
      message: r.message.slice(prefix.length),
      duration_ms: r.duration_ms,
    }));
}

/**
 * Records one test or live call's outcome: a failure starts (or continues) `failing_since`, a
 * success clears it and marks the adapter connected. The service log line carries the message,
 * which adapters write without credentials.
 */
export async function recordOutcome(
  deps: Deps,
  ownerKey: string,
  adapterId: string,
  check: IntegrationCheck,
  durationMs: number,
) {
  const now = deps.now();
  const existing = await configOf(deps.db, ownerKey, adapterId);
  const values = check.ok
    ? { connected_at: now, failing_since: null, last_message: check.message, updated_at: now }
    : {
        failing_since: existing?.failing_since ?? now,
        last_message: check.message,
        updated_at: now,
      };
  await deps.db
    .insert(integrationConfigs)
    .values({ owner_key: ownerKey, adapter_id: adapterId, ...values })
    .onConflictDoUpdate({
      target: [integrationConfigs.owner_key, integrationConfigs.adapter_id],
      set: values,
    });
  await recordServiceLog(deps.db, {
    job: 'integration',
    level: check.ok ? 'info' : 'error',
    message: `${logPrefix(adapterId, ownerKey)}${check.message}`,
    duration_ms: durationMs,
  });
}

/** Runs an adapter's test, timing it; a thrown error is a failed test, not a 500. */
export async function runTest(
  adapter: IntegrationAdapter,
): Promise<{ check: IntegrationCheck; ms: number }> {
  const started = performance.now();
  try {
    return { check: await adapter.test(), ms: performance.now() - started };
  } catch (err) {
    const message = err instanceof Error ? err.message : 'The service did not answer';
    return { check: { ok: false, message }, ms: performance.now() - started };
  }
}

import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { RETENTION_DAYS } from '../../domain/logs/kinds';
import type { Db } from '../db/client';
import { accessLogs, serviceLogs } from '../db/schema';
import type { Deps } from '../deps';
import { recordServiceLog } from './service-log';

const DAY_MS = 86_400_000;
const EVERY_MS = 6 * 3_600_000;

/** Deletes access rows older than a year and service rows older than 90 days (RETENTION_DAYS); one service log line when any went. */
export async function pruneLogs(db: Db, now: Date): Promise<{ access: number; service: number }> {
  const started = performance.now();
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const access = (
    await db
      .delete(accessLogs)
      .where(lt(accessLogs.occurred_at, cutoff(RETENTION_DAYS.access)))
      .returning({ id: accessLogs.id })
  ).length;
  const service = (
    await db
      .delete(serviceLogs)
      .where(lt(serviceLogs.occurred_at, cutoff(RETENTION_DAYS.service)))
      .returning({ id: serviceLogs.id })
  ).length;
  if (access + service)
    await recordServiceLog(db, {
      job: 'log_retention',
      level: 'info',
      message: `Deleted ${access} access log rows older than ${RETENTION_DAYS.access} days and ${service} service log rows older than ${RETENTION_DAYS.service} days`,
      duration_ms: performance.now() - started,
    });
  return { access, service };
}

/** Prunes the logs when the app is ready and every six hours after. */
export const logRetentionPlugin = fp<Deps>(async (app, deps) => {
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneLogs(deps.db, deps.now()).catch((err: unknown) =>
      app.log.error({ err }, 'log pruning failed'),
    );
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});

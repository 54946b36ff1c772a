import type { Db } from '../db/client';
import { recordServiceLog } from '../logs/service-log';
import { chainUnchained } from './chain';

/** The start-up step that chains events stored before the chain existed (or by bulk SQL); a no-op once all are chained. */
export async function chainOnStart(
  db: Db,
  log: (line: string) => void = () => {},
): Promise<number> {
  const started = performance.now();
  const chained = await chainUnchained(db);
  if (!chained) return 0;
  const duration = performance.now() - started;
  log(`events: chained ${chained} events in ${Math.round(duration)} ms`);
  await recordServiceLog(db, {
    job: 'event_chain',
    level: 'info',
    message: `Chained ${chained} events stored without hashes`,
    duration_ms: duration,
  });
  return chained;
}

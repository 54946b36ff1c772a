import { eq } from 'drizzle-orm';
import { latestSlot, localParts } from '../../domain/reports/schedule-slot';
import { reportSchedules } from '../db/schema';
import type { Deps } from '../deps';
import { withEvents } from '../events/store';
import { insertCreated } from '../kit/workflow/create';
import { reportRunServer } from '../../resources/reports/server';
import { reportOrigin } from './actor';

export const SCHEDULER_EVERY_MS = 30_000;

type Schedule = typeof reportSchedules.$inferSelect;

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

/**
 * The run of one schedule's latest occurrence, if it is due and not made yet. Every process may try:
 * the run is unique per schedule and slot, so the one that inserts first makes it and the others'
 * inserts fail on that key and change nothing (their whole transaction, event included, rolls back).
 * An occurrence before the schedule existed is never made.
 */
export async function runDueSlot(deps: Deps, s: Schedule, now: Date): Promise<boolean> {
  const slot = latestSlot(s, now);
  if (slot <= localParts(new Date(s.created_at), s.time_zone).stamp) return false;
  try {
    await withEvents(deps.db, (tx) =>
      insertCreated(
        tx,
        reportRunServer,
        {
          id: crypto.randomUUID(),
          partner_id: s.partner_id,
          eor_id: s.eor_id,
          report: s.report,
          params: s.params,
          requested_by: s.created_by,
          schedule_id: s.id,
          slot,
        },
        reportOrigin(now),
        deps.subscribers,
      ),
    );
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Every active schedule's due occurrence made into a run; how many this call made. */
export async function runDueSchedules(deps: Deps): Promise<number> {
  const now = deps.now();
  const active = await deps.db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.paused, false));
  let made = 0;
  for (const s of active) if (await runDueSlot(deps, s, now)) made++;
  return made;
}

/** Checks the schedules now and every 30 seconds; returns the stop. */
export function startScheduler(deps: Deps, onError: (err: unknown) => void): () => void {
  const tick = () => void runDueSchedules(deps).catch(onError);
  tick();
  const timer = setInterval(tick, SCHEDULER_EVERY_MS).unref();
  return () => clearInterval(timer);
}

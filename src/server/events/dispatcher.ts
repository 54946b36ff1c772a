import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eventDeliveries } from '../db/schema';
import type { Deps } from '../deps';
import { nextTurn } from '../kit/next-turn';
import { serializeError } from '../lib/log-error';
import { recordServiceLog } from '../logs/service-log';
import { onCommitted } from './commit-signal';
import { claimDeliveries, eventsOf, recordFailure, type DeliveryRow } from './deliveries';
import type { StoredEvent } from './store';
import type { Subscriber } from './subscriber';

export interface DispatcherOptions {
  /** How long a claim holds a delivery; a dispatcher that dies mid-delivery frees it after this. */
  leaseMs?: number;
  /** Catch-up interval, for events committed by other processes and for retries coming due. */
  pollMs?: number;
  batch?: number;
}

export interface Dispatcher {
  /** Delivers everything due now; resolves when every delivery due at the call has been tried. */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs subscribers on committed events, at least once each: it catches up on start and on a timer,
 * and is nudged after each commit in this process. Each delivery runs in its own transaction with
 * the record that it happened, so a crash before the commit leaves it due again, and a failing
 * subscriber only delays its own deliveries.
 */
export function createDispatcher(
  deps: Deps,
  subscribers: readonly Subscriber[],
  log: FastifyBaseLogger,
  opts: DispatcherOptions = {},
): Dispatcher {
  const { leaseMs = 60_000, pollMs = 5_000, batch = 50 } = opts;
  const byName = new Map(subscribers.map((s) => [s.name, s]));
  let queued: Promise<void> | null = null;
  let tail: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopping = false;

  const serviceLog = (level: 'info' | 'error', message: string, duration_ms?: number) =>
    recordServiceLog(deps.db, { job: 'event_dispatcher', level, message, duration_ms }, (err) =>
      log.error({ err }, 'service log write failed'),
    );

  /** Whether the delivery succeeded; a failure is also a service log line (error type and message, query values redacted). */
  async function deliver(row: DeliveryRow, event: StoredEvent): Promise<boolean> {
    const subscriber = byName.get(row.subscriber);
    if (!subscriber) return false;
    const committed: (() => void)[] = [];
    try {
      await deps.db.transaction(async (tx) => {
        await subscriber.handle({
          tx,
          deps,
          event,
          key: `${row.subscriber}:${row.event_id}`,
          afterCommit: (fn) => committed.push(fn),
        });
        await tx
          .update(eventDeliveries)
          .set({ delivered_at: deps.now(), claimed_until: null, last_error: null })
          .where(eq(eventDeliveries.id, row.id));
      });
      for (const fn of committed) fn();
      return true;
    } catch (err) {
      log.warn(
        { err, subscriber: row.subscriber, eventId: row.event_id },
        'event delivery failed; it will be retried',
      );
      await recordFailure(deps.db, row, deps.now(), err);
      const safe = err instanceof Error ? serializeError(err) : { type: typeof err, message: '' };
      await serviceLog(
        'error',
        `${row.subscriber} failed on event ${row.event_id} (attempt ${row.attempts}): ${safe.type}: ${safe.message.slice(0, 300)}`,
      );
      return false;
    }
  }

  /**
   * Delivers until nothing is due or the dispatcher stops, taking a turn of the event loop after each delivery: on PGlite a
   * chain of deliveries (a payroll run's paid timesheets each re-sync their week) would otherwise
   * hold every request behind it. A run that delivered anything is one service log line with its counts.
   */
  async function runUntilIdle() {
    const started = performance.now();
    let delivered = 0;
    let failed = 0;
    while (!stopping) {
      const rows = await claimDeliveries(deps.db, [...byName.keys()], deps.now(), leaseMs, batch);
      if (!rows.length) break;
      const found = await eventsOf(deps.db, rows);
      for (const row of rows) {
        // Stopping ends the run after the delivery in hand: the rest of the batch stays claimed
        // until its lease runs out and is delivered after the next start, as after a crash.
        if (stopping) break;
        const event = found.get(row.event_id);
        if (!event) continue;
        if (await deliver(row, event)) delivered++;
        else failed++;
        await nextTurn();
      }
    }
    if (delivered + failed)
      await serviceLog(
        failed ? 'error' : 'info',
        `Delivered ${delivered} events to subscribers, ${failed} failed`,
        performance.now() - started,
      );
  }

  function drain(): Promise<void> {
    // A run not started yet will see everything committed so far: callers share it.
    if (queued) return queued;
    const run = tail.then(() => {
      queued = null;
      return runUntilIdle();
    });
    queued = run;
    tail = run.catch((err: unknown) => log.error({ err }, 'event dispatcher run failed'));
    return run;
  }

  const nudge = () => void drain().catch(() => {});

  return {
    drain,
    start() {
      unsubscribe = onCommitted(deps.db, nudge);
      timer = setInterval(nudge, pollMs);
      timer.unref();
      nudge();
    },
    async stop() {
      // A fresh demo's first start has thousands of deliveries due: a SIGTERM waited for all of
      // them (59 s measured); now it waits for the one in hand.
      stopping = true;
      unsubscribe?.();
      clearInterval(timer);
      await tail;
      // Stopped means no delivery on its own; a caller's explicit drain still delivers.
      stopping = false;
    },
  };
}

import { execFileSync } from 'node:child_process';
import pg from 'pg';

/** How long a turn waits for the product's own start-up work before it starts the clock anyway. */
const SETTLE_S = 300;

/**
 * Waits (up to `SETTLE_S`) until the started product has done what it does on its own after a start:
 * the after-commit deliveries left due (PDFs of sent invoices, mails) and the catch-up queue's jobs
 * (PTO accruals, the day's reminders, a page a job). The reference does none of it, so neither
 * side's time holds it.
 */
export async function settled(client: pg.Client): Promise<void> {
  const until = performance.now() + SETTLE_S * 1000;
  while (performance.now() < until) {
    const { rows } = await client.query<{ n: number }>(
      `select (select count(*) from event_deliveries
                where delivered_at is null and next_attempt_at <= now())::int
            + (select count(*) from pgboss.job
                where name = 'catch-up' and state in ('created', 'retry', 'active'))::int as n`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`  the product was still busy with its own start-up work after ${SETTLE_S} s`);
}

/**
 * A checkpoint, then the machine's dirty pages written out (`sync`): a scratch copy is gigabytes
 * written just before a turn, and a clock started while the disk still takes them measures each
 * commit's flush queued behind that write-back, by how long ago the copy was made rather than by
 * the side's own work.
 */
export async function flushed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
  execFileSync('sync');
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiClient } from './api-client';
import type { KeptDatabase } from './kept-database';
import { healthDuring } from './long-work';
import { startProduct } from './processes';
import { referenceTurn } from './reference-turn';
import { scratchCopy } from './scratch-copy';
import { flushed, settled } from './settled';
import {
  CLIENT_OWNERS,
  describeWrites,
  referenceInput,
  writtenSince,
  xidNow,
} from './written-rows';

/** The month generated: the scale seed's newest whole month (its weeks approved, none invoiced). */
const PERIOD = { period_start: '2026-10-01', period_end: '2026-10-31' };
const ADMIN = 'admin@demo.test';
/** Product and reference take turns this many times (`BENCH_MONTH_END_ROUNDS`); each turn works on a fresh copy. */
const ROUNDS = Number(process.env.BENCH_MONTH_END_ROUNDS ?? 2);

/**
 * `POST /v2/month_end_runs` as the admin on a scratch copy of the kept database, timed from the
 * request to the run's `done` (polled as a page would), `/v2/health` probed meanwhile; answers the
 * seconds, the run's figures and every row the run wrote, by client.
 */
async function productTurn(db: KeptDatabase, copyName: string) {
  const copy = await scratchCopy(db.url, copyName);
  const product = await startProduct(copy.url, db.dataDir);
  const client = new pg.Client({ connectionString: copy.url });
  try {
    await client.connect();
    const { api, generateMonth } = apiClient(product.base);
    // Signed in before the transaction id is taken, so the session is not among the run's writes.
    await api(ADMIN, 'GET', '/month_end_runs');
    await settled(client);
    await flushed(copy.url);
    const xid = await xidNow(client);
    let run = { clients_done: 0, invoice_count: 0 };
    const seconds = await healthDuring(
      product.base,
      `PostgreSQL: month-end ${PERIOD.period_start}`,
      async () => {
        run = await generateMonth(ADMIN, PERIOD);
        return `${run.clients_done} clients, ${run.invoice_count} invoices`;
      },
    );
    return { seconds, run, written: await writtenSince(client, xid, CLIENT_OWNERS) };
  } finally {
    await client.end();
    await product.stop();
    await copy.drop();
  }
}

/**
 * Month-end invoice generation of one month on the kept database beside a reference writing the
 * same rows one transaction per client, taking turns; prints clients per second, the ratio, the rows
 * written by table, `/v2/health` during the product's run and the load average.
 */
export async function benchMonthEnd(db: KeptDatabase): Promise<void> {
  console.log(
    `-- Month-end generation ${PERIOD.period_start}..${PERIOD.period_end} vs one transaction per client (${ROUNDS} turns each)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-month-end-'));
  const base = new URL(db.url).pathname.slice(1);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const p = await productTurn(db, `${base}_me_product`);
      const file = join(dir, 'writes.json');
      writeFileSync(file, JSON.stringify(referenceInput(p.written)));
      const copy = await scratchCopy(db.url, `${base}_me_reference`);
      let r: ReturnType<typeof referenceTurn>;
      try {
        await flushed(copy.url);
        r = referenceTurn(copy.url, file);
      } finally {
        await copy.drop();
      }
      const productRate = p.run.clients_done / p.seconds;
      const referenceRate = p.run.clients_done / r.seconds;
      console.log(
        `turn ${round}: product ${p.seconds.toFixed(1)} s (${productRate.toFixed(2)} clients/s, ${p.run.clients_done} clients, ${p.run.invoice_count} invoices) · ` +
          `reference ${r.seconds.toFixed(1)} s (${referenceRate.toFixed(2)} clients/s, ${r.owners} clients with writes, ${r.statements} statements) · ` +
          `ratio ${(productRate / referenceRate).toFixed(2)}× · load average ${loadavg()[0]!.toFixed(2)}`,
      );
      if (round === 1) console.log(`  written: ${describeWrites(p.written)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeCopy } from './csv-copy';
import type { KeptDatabase } from './kept-database';
import { runLoad, startProduct, startReference, type Load } from './processes';
import { describePlan, planOf, type Captured } from './statement-groups';

const PASSWORD = 'correct-horse-demo';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * Product and reference take turns this many times per row, so the machine's other load weighs on
 * both: in the order product, reference, reference, product (and again), so that load rising or
 * falling through a row's turns weighs on both sides alike rather than on whichever goes first.
 * With two rounds a row's ratio moved by 0.1 between runs with nothing changed on its path (the
 * owner's timesheets read 1.86× once, a reference turn slowed by the machine); four halve the
 * weight of one disturbed turn, and each row prints the range of its rounds' ratios beside it.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

/** Every list issue 30 names, as a client asks for it: the admin sees the whole scale, Acme's owner one tenant. */
export const ROWS: { as: string; url: string; csv?: true }[] = [
  { as: 'owner@acme.test', url: '/v2/timesheets' },
  { as: 'admin@demo.test', url: '/v2/timesheets' },
  { as: 'admin@demo.test', url: '/v2/timesheets?sort=-hours' },
  // Issue 30's "each sort both ways": the default is `-date`, `-hours` is above.
  ...['date', 'hours', 'status', '-status', 'created', '-created'].map((sort) => ({
    as: 'admin@demo.test',
    url: `/v2/timesheets?sort=${sort}`,
  })),
  { as: 'admin@demo.test', url: '/v2/timesheets?page=50' },
  { as: 'admin@demo.test', url: '/v2/timesheets?status=approved&date_from=2025-06-15&sort=-hours' },
  { as: 'admin@demo.test', url: '/v2/approvals' },
  { as: 'owner@acme.test', url: '/v2/approvals' },
  { as: 'admin@demo.test', url: '/v2/invoices' },
  { as: 'admin@demo.test', url: '/v2/search?search_type=global&search=smith' },
  { as: 'owner@acme.test', url: '/v2/assignments?sort=contractor_name' },
  // Every timesheet as CSV beside `psql \copy` of the selects the export ran.
  { as: 'admin@demo.test', url: '/v2/timesheets?format=csv', csv: true },
];

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/v2/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * The capture run: the product with bench/capture-sql.ts preloaded answers each row's URL once to
 * warm it, then once named (`x-bench-capture`); the statements sent for that request are the row's plan.
 * Answers the plans and the sessions (still valid for the measured runs, whose session lookups the
 * plans hold).
 */
async function capture(db: KeptDatabase, file: string) {
  writeFileSync(file, '');
  const product = await startProduct(db.url, db.dataDir, file);
  try {
    const tokens = new Map<string, string>();
    for (const { as } of ROWS) if (!tokens.has(as)) tokens.set(as, await signIn(product.base, as));
    for (const [i, { as, url, csv }] of ROWS.entries()) {
      const get = async (capture?: string) => {
        const res = await fetch(`${product.base}${url}`, {
          headers: {
            authorization: `Bearer ${tokens.get(as)}`,
            ...(capture ? { 'x-bench-capture': capture } : {}),
          },
        });
        if (res.status !== 200)
          throw new Error(`${url} as ${as}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
      // Warmed once (statements prepared, pages cached) unless it is the long export.
      if (!csv) await get();
      await get(`row-${i}`);
    }
    const captured = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Captured);
    const plans = ROWS.map((_, i) => planOf(captured.filter((s) => s.request === `row-${i}`)));
    return { plans, tokens };
  } finally {
    await product.stop();
  }
}

const ms = (l: Load) =>
  `${l.rps.toFixed(0).padStart(5)} req/s, p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms`;
const single = (l: Load) => `p50 ${l.p50.toFixed(1)} / p95 ${l.p95.toFixed(1)} ms`;
const merge = (loads: Load[]): Load => ({
  rps: loads.reduce((s, l) => s + l.rps, 0) / loads.length,
  p50: loads.reduce((s, l) => s + l.p50, 0) / loads.length,
  p95: loads.reduce((s, l) => s + l.p95, 0) / loads.length,
  requests: loads.reduce((s, l) => s + l.requests, 0),
  failures: loads.reduce((s, l) => s + l.failures, 0),
});

/**
 * Each row's URL on the product beside the reference server running the SQL the product ran for it
 * (captured, bench/capture-sql.ts), product, reference and load generator each in its own process,
 * taking turns; prints each row's URL, the ratio, p50/p95 at c=CONCURRENCY and for one client alone,
 * the load average and the reference's SQL.
 */
export async function benchSideBySide(db: KeptDatabase): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-sql-'));
  const { plans, tokens } = await capture(db, join(dir, 'captured.jsonl'));
  const planFile = join(dir, 'plans.json');
  writeFileSync(
    planFile,
    JSON.stringify(Object.fromEntries(plans.map((p, i) => [`/ref/${i}`, p]))),
  );
  const productServer = await startProduct(db.url, db.dataDir);
  const reference = await startReference(db.url, planFile);
  console.log(
    `Product, reference (node:http + pg) and load generator each in its own process; c=${CONCURRENCY}, ${ROUNDS}×${SECONDS} s each, taking turns (product, reference, reference, product, …)`,
  );
  try {
    for (const [i, { as, url, csv }] of ROWS.entries()) {
      const auth = { authorization: `Bearer ${tokens.get(as)}` };
      if (csv) {
        // One turn each (a full export takes minutes at the full scale), the product's one request
        // timed by the load generator in its own process.
        const exported = (await runLoad(`${productServer.base}${url}`, 0.001, 1, auth)).p50 / 1000;
        const copied = timeCopy(db.url, plans[i]!, join(dir, 'copy.sql'));
        console.log(
          `GET ${url} as ${as} vs psql \\copy: ratio ${(copied / exported).toFixed(2)}× · product ${exported.toFixed(1)} s · psql ${copied.toFixed(1)} s · load average ${loadavg()[0]!.toFixed(2)}`,
        );
        console.log(
          `  psql ran (${plans[i]!.flat().length} statements):\n${describePlan(plans[i]!)}`,
        );
        continue;
      }
      await runLoad(`${productServer.base}${url}`, 1, CONCURRENCY, auth);
      await runLoad(`${reference.base}/ref/${i}`, 1, CONCURRENCY);
      const p: Load[] = [];
      const r: Load[] = [];
      const productTurn = async () =>
        p.push(await runLoad(`${productServer.base}${url}`, SECONDS, CONCURRENCY, auth));
      const referenceTurn = async () =>
        r.push(await runLoad(`${reference.base}/ref/${i}`, SECONDS, CONCURRENCY));
      for (let round = 0; round < ROUNDS; round++)
        for (const turn of round % 2 ? [referenceTurn, productTurn] : [productTurn, referenceTurn])
          await turn();
      // One client alone (issue 30: p95 at most 25 ms), each side once.
      const p1 = await runLoad(`${productServer.base}${url}`, SECONDS, 1, auth);
      const r1 = await runLoad(`${reference.base}/ref/${i}`, SECONDS, 1);
      const [pm, rm] = [merge(p), merge(r)];
      const rounds = p.map((l, k) => l.rps / r[k]!.rps);
      const failures = pm.failures + rm.failures + p1.failures + r1.failures;
      const failed = failures
        ? ` · FAILED ${pm.failures + p1.failures} product, ${rm.failures + r1.failures} reference`
        : '';
      console.log(
        `GET ${url} as ${as}: ratio ${(pm.rps / rm.rps).toFixed(2)}× (rounds ${Math.min(...rounds).toFixed(2)}–${Math.max(...rounds).toFixed(2)}) · product ${ms(pm)} · reference ${ms(rm)} · c=1 product ${single(p1)}, reference ${single(r1)} · load average ${loadavg()[0]!.toFixed(2)}${failed}`,
      );
      console.log(
        `  reference SQL (${plans[i]!.flat().length} statements; ∥ = in flight together):\n${describePlan(plans[i]!)}`,
      );
    }
  } finally {
    await productServer.stop();
    await reference.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

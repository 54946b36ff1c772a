import { createPglite } from '../src/server/db/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { assignmentsResource } from '../src/domain/resources/assignments';
import type { ResourceDefinition } from '../src/domain/resources/define';
import { listQuerySchema } from '../src/domain/resources/list-query-schema';
import { timesheetsResource } from '../src/domain/resources/timesheets';
import { buildApp } from '../src/server/app';
import { loadUser } from '../src/server/auth/load-user';
import { vaultFromEnv } from '../src/server/crypto/data-key';
import type { Db } from '../src/server/db/client';
import { openPglite, openPostgres } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { listPage } from '../src/server/kit/list';
import type { ResourceServer } from '../src/server/kit/resource-query';
import { assignmentsServer } from '../src/server/routes/assignments';
import { timesheetListServer } from '../src/server/routes/timesheets/queries';
import { userByEmail } from '../src/server/routes/user/find-user';

const AS = 'owner@acme.test';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CONCURRENCY = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Endpoint {
  url: string;
  def: ResourceDefinition<never, never, string>;
  server: ResourceServer<unknown, unknown, never, { n: number }>;
  narrow?: Record<string, string>;
}
const endpoint = (url: string, def: unknown, server: unknown, narrow?: Record<string, string>) =>
  ({ url, def, server, narrow }) as Endpoint;
const ENDPOINTS: Endpoint[] = [
  endpoint('/v2/timesheets', timesheetsResource, timesheetListServer),
  endpoint(
    '/v2/timesheets?status=approved&date_from=2025-06-15&sort=-hours',
    timesheetsResource,
    timesheetListServer,
  ),
  endpoint('/v2/approvals', timesheetsResource, timesheetListServer, {
    status: 'submitted,signed',
  }),
  endpoint('/v2/assignments?sort=contractor_name', assignmentsResource, assignmentsServer),
];

type Statement = { sql: string; params: unknown[] };
type Raw = (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Sequential latency (one client) and throughput at CONCURRENCY connections of one GET. */
async function measure(base: string, path: string, headers: Record<string, string>) {
  const once = async () => {
    const res = await fetch(`${base}${path}`, {
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await once();
        done++;
      }
    }),
  );
  return { p50: pct(times, 50), p95: pct(times, 95), rps: done / SECONDS };
}

/** The statements the kit runs for one list request, captured through drizzle's logger. */
async function statementsOf(
  db: Db,
  captured: Statement[],
  user: Awaited<ReturnType<typeof loadUser>>,
  e: Endpoint,
): Promise<Statement[]> {
  if (!user) throw new Error(`${AS} is missing`);
  const params = Object.fromEntries(new URL(e.url, 'http://x').searchParams);
  const q = { ...listQuerySchema(e.def.query).parse(params), ...e.narrow };
  captured.length = 0;
  await listPage(db, e.def.query, e.server, { user, q: q as never });
  return [...captured];
}

/** The bare endpoint: Fastify and the driver running the same statements, rows out as JSON, nothing else. */
async function bareServer(raw: Raw, plans: Map<string, Statement[]>): Promise<FastifyInstance> {
  const app = Fastify();
  plans.forEach((statements, path) => {
    app.get(
      path.split('?')[0]!.replace('/v2', '/bare') + `/${[...plans.keys()].indexOf(path)}`,
      async () => {
        const [rows, ...totals] = await Promise.all(statements.map((s) => raw(s.sql, s.params)));
        return { data: rows?.rows, meta: totals.map((t) => t.rows[0]) };
      },
    );
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Opens the database the bench was given with a capturing drizzle beside the app's, and the raw driver. */
async function open(driver: 'pglite' | 'postgres', target: string) {
  const captured: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
  if (driver === 'postgres') {
    const database = await openPostgres(target);
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    const capture = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      database,
      capture,
      captured,
      raw: ((s, p) => pool.query(s, p)) as Raw,
      close: () => pool.end(),
    };
  }
  const client = await createPglite(`${target}/pgdata`);
  const database = await openPglite(client);
  const capture = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    database,
    capture,
    captured,
    raw: ((s, p) => client.query(s, p)) as Raw,
    close: async () => {},
  };
}

/** Each list endpoint of the kit beside a bare Fastify endpoint running the same SQL, on one database. */
export async function benchLists(driver: 'pglite' | 'postgres', target: string): Promise<void> {
  const { database, capture, captured, raw, close } = await open(driver, target);
  const env = parseEnv();
  const found = await userByEmail(database.db, AS);
  const user = found && (await loadUser(database.db, found.id));
  const plans = new Map<string, Statement[]>();
  for (const e of ENDPOINTS) plans.set(e.url, await statementsOf(capture, captured, user, e));
  const kit = await buildApp(
    { db: database.db, env, vault: vaultFromEnv(env), now: () => new Date() },
    { logger: false },
  );
  await kit.listen({ port: 0, host: '127.0.0.1' });
  const bare = await bareServer(raw, plans);
  const url = (app: FastifyInstance) => {
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  try {
    const login = await fetch(`${url(kit)}/v2/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: AS, password: 'correct-horse-demo' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    console.log(
      `${driver}: the kit's endpoint (session, scope, DTOs, schema) beside bare Fastify running its SQL, as ${AS}`,
    );
    for (const [i, e] of ENDPOINTS.entries()) {
      const k = await measure(url(kit), e.url, { authorization: `Bearer ${access_token}` });
      const b = await measure(
        url(bare),
        `${e.url.split('?')[0]!.replace('/v2', '/bare')}/${i}`,
        {},
      );
      const ms = (r: { p50: number; p95: number }) =>
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`;
      console.log(
        `  ${e.url.padEnd(68)} kit ${k.rps.toFixed(0).padStart(5)} req/s (${ms(k)}) · bare ${b.rps.toFixed(0).padStart(5)} req/s (${ms(b)}) · ratio ${(k.rps / b.rps).toFixed(2)}× · ${plans.get(e.url)?.length} statements`,
      );
    }
  } finally {
    await kit.close();
    await bare.close();
    await close();
    await database.close();
  }
}

import { createPglite } from '../src/server/db/pglite';
import { subscribers } from '../src/server/subscribers';
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
/** Runs a statement; on PostgreSQL prepared under `name` once per connection, as the kit's are. */
type Raw = (name: string, sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

type Get = () => Promise<void>;

/** One GET of `path` whose answer must be a 200, read to the end. */
const getter =
  (base: string, path: string, headers: Record<string, string>): Get =>
  async () => {
    const res = await fetch(`${base}${path}`, {
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };

/** Requests answered in `ms` by CONCURRENCY clients each sending one after the other. */
async function burst(get: Get, ms: number): Promise<number> {
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await get();
        done++;
      }
    }),
  );
  return done;
}

/**
 * Sequential latency (one client) and throughput at CONCURRENCY connections of the kit's GET and the
 * bare one, taken in turns (a request each, then half-second bursts each) so that the load other
 * work puts on a shared machine weighs on both alike.
 */
async function compare(kit: Get, bare: Get) {
  for (let i = 0; i < 20; i++) await Promise.all([kit(), bare()]);
  const times = { kit: [] as number[], bare: [] as number[] };
  for (let i = 0; i < SAMPLES; i++)
    for (const [name, get] of [
      ['kit', kit],
      ['bare', bare],
    ] as const) {
      const t = performance.now();
      await get();
      times[name].push(performance.now() - t);
    }
  const done = { kit: 0, bare: 0 };
  for (let i = 0; i < SECONDS * 2; i++) {
    done.kit += await burst(kit, 250);
    done.bare += await burst(bare, 500);
    done.kit += await burst(kit, 250);
  }
  const result = (name: 'kit' | 'bare') => {
    const sorted = times[name].sort((a, b) => a - b);
    return { p50: pct(sorted, 50), p95: pct(sorted, 95), rps: done[name] / SECONDS };
  };
  return { k: result('kit'), b: result('bare') };
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

/**
 * The bare endpoint: Fastify and the driver running the same statements (prepared, as the kit's are),
 * rows out as JSON, nothing else.
 */
async function bareServer(raw: Raw, plans: Map<string, Statement[]>): Promise<FastifyInstance> {
  const app = Fastify();
  [...plans.values()].forEach((statements, i) => {
    app.get(`${[...plans.keys()][i]!.split('?')[0]!.replace('/v2', '/bare')}/${i}`, async () => {
      const [rows, ...totals] = await Promise.all(
        statements.map((s, j) => raw(`bare_${i}_${j}`, s.sql, s.params)),
      );
      return { data: rows?.rows, meta: totals.map((t) => t.rows[0]) };
    });
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
      raw: ((name, text, values) => pool.query({ name, text, values })) as Raw,
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
    raw: ((_name, text, values) => client.query(text, values)) as Raw,
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
    { db: database.db, env, vault: vaultFromEnv(env), now: () => new Date(), subscribers },
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
      const { k, b } = await compare(
        getter(url(kit), e.url, { authorization: `Bearer ${access_token}` }),
        getter(url(bare), `${e.url.split('?')[0]!.replace('/v2', '/bare')}/${i}`, {}),
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

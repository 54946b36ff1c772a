import type { FastifyInstance } from 'fastify';
import { subscribers } from '../src/server/subscribers';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import type { Deps } from '../src/server/deps';
import { parseEnv } from '../src/server/env';
import { DEMO_PASSWORD } from '../src/server/seed/demo-tenants';
import { createTestDb } from './db/test-db';
import { testVault } from './db/test-vault';
import { memoryStorage, type FileStorage } from '../src/server/files/storage';
import { issueToken } from '../src/server/auth/tokens';
import { userByEmail } from '../src/server/routes/user/find-user';

export interface Harness {
  app: FastifyInstance;
  database: Database;
  deps: Deps;
  /** Moves the injected clock. */
  clock: { now: Date; advance(ms: number): void };
  login(email: string, password?: string): Promise<string>;
  /**
   * The OpenAPI document the app serves at /docs/json, as text. Generating it takes about a second
   * of CPU (2.7 MB); every harness built without overrides registers the same routes, so a worker
   * asks for it once and its later files reuse that answer.
   */
  openApiText(): Promise<string>;
  close(): Promise<void>;
}

/** The document served by the first app of this worker built without overrides. */
let sharedOpenApiText: Promise<string> | undefined;

async function fetchOpenApiText(app: FastifyInstance): Promise<string> {
  const res = await app.inject('/docs/json');
  if (res.statusCode !== 200) throw new Error(`/docs/json answered ${res.statusCode}`);
  return res.body;
}

/** What the worker's shared app serves now: the database, clock and files of one test file. */
interface Serving {
  db: Database['db'];
  clock: Harness['clock'];
  files: FileStorage;
  undocumented: string[];
}

/**
 * One app per worker for the files that build theirs without overrides: building an app costs
 * 0.3–0.5 s of CPU (docs/testing.md), about half of a short file's time. Its `deps` read the
 * database, clock and files of the file it serves now (`serving`); between two files its background
 * (dispatcher, queues, pollers, in-memory counts: src/server/kit/background.ts) is stopped and
 * started again on the next file's database, so every file still starts as on a fresh app.
 */
interface Shared {
  app: Promise<FastifyInstance>;
  /** Unset between files; a second harness of a file that holds it builds an app of its own. */
  serving: Serving | undefined;
}
let shared: Shared | undefined;

const environment = () => parseEnv({ NODE_ENV: 'test', APP_MODE: 'local' });

function sharedApp(serving: Serving): { app: Promise<FastifyInstance>; fresh: boolean } {
  if (shared) {
    shared.serving = serving;
    return { app: shared.app, fresh: false };
  }
  const state = { serving } as Shared;
  const current = () => {
    if (!state.serving) throw new Error('The shared test app serves no test file now');
    return state.serving;
  };
  const env = environment();
  const deps: Deps = {
    get db() {
      return current().db;
    },
    env,
    now: () => current().clock.now,
    vault: testVault,
    get files() {
      return current().files;
    },
    subscribers,
  };
  state.app = buildApp(deps, { onUndocumentedStatus: (v) => current().undocumented.push(v) });
  // A build that fails leaves the next file to try again.
  state.app.catch(() => {
    if (shared === state) shared = undefined;
  });
  shared = state;
  return { app: state.app, fresh: true };
}

/**
 * A server on a fresh seeded database with a controllable clock, driven by fastify.inject. Without
 * overrides it is the worker's shared app (`Shared`), so a file closes its harness when done (until
 * then the next harness builds an app of its own) and does not close `app` itself nor listen on it.
 */
export async function createHarness(overrides: Partial<Deps> = {}): Promise<Harness> {
  const database = await createTestDb('seeded');
  const clock = {
    now: new Date('2026-11-20T15:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const undocumented: string[] = [];
  const ownApp = Object.keys(overrides).length > 0 || shared?.serving !== undefined;
  let app: FastifyInstance;
  let deps: Deps;
  let release: () => Promise<void>;
  if (ownApp) {
    // Overrides, or a second harness in a file whose first one holds the shared app.
    deps = {
      db: database.db,
      env: environment(),
      now: () => clock.now,
      vault: testVault,
      files: memoryStorage(),
      subscribers,
      ...overrides,
    };
    app = await buildApp(deps, { onUndocumentedStatus: (v) => undocumented.push(v) });
    release = () => app.close();
  } else {
    const serving: Serving = { db: database.db, clock, files: memoryStorage(), undocumented };
    const built = sharedApp(serving);
    app = await built.app;
    if (built.fresh) await app.ready();
    else await app.background.start();
    const state = shared;
    deps = {
      db: database.db,
      env: environment(),
      now: () => clock.now,
      vault: testVault,
      files: serving.files,
      subscribers,
    };
    let stopped: Promise<void> | undefined;
    release = () =>
      (stopped ??= app.background.stop().finally(() => {
        if (state) state.serving = undefined;
      }));
  }
  return {
    app,
    database,
    deps,
    clock,
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/user',
        payload: { email, password },
      });
      const body = res.json() as { access_token?: string; requires_two_factor?: boolean };
      if (body.requires_two_factor) {
        // The password was right; the code round trip has tests of its own (routes/user/codes.test.ts).
        const user = await userByEmail(database.db, email);
        if (user) return issueToken(database.db, user.id, {}, clock.now);
      }
      if (!body.access_token)
        throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return body.access_token;
    },
    openApiText() {
      if (Object.keys(overrides).length > 0) return fetchOpenApiText(app);
      // A fetch cut short (its file timed out and closed the app) leaves the next file to ask again.
      sharedOpenApiText ??= fetchOpenApiText(app).catch((err: unknown) => {
        sharedOpenApiText = undefined;
        throw err;
      });
      return sharedOpenApiText;
    },
    async close() {
      await release();
      await database.close();
      if (undocumented.length)
        throw new Error(`Undocumented statuses:\n${[...new Set(undocumented)].join('\n')}`);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { subscribers } from '../src/server/subscribers';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import type { Deps } from '../src/server/deps';
import { parseEnv } from '../src/server/env';
import { DEMO_PASSWORD } from '../src/server/seed/demo-tenants';
import { createTestDb } from './db/test-db';
import { testVault } from './db/test-vault';
import { memoryStorage } from '../src/server/files/storage';
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

/** A server on a fresh seeded database with a controllable clock, driven by fastify.inject. */
export async function createHarness(overrides: Partial<Deps> = {}): Promise<Harness> {
  const database = await createTestDb('seeded');
  const clock = {
    now: new Date('2026-11-20T15:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const deps: Deps = {
    db: database.db,
    env: parseEnv({ NODE_ENV: 'test', APP_MODE: 'local' }),
    now: () => clock.now,
    vault: testVault,
    files: memoryStorage(),
    subscribers,
    ...overrides,
  };
  const undocumented: string[] = [];
  const app = await buildApp(deps, { onUndocumentedStatus: (v) => undocumented.push(v) });
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
      await app.close();
      await database.close();
      if (undocumented.length)
        throw new Error(`Undocumented statuses:\n${[...new Set(undocumented)].join('\n')}`);
    },
  };
}

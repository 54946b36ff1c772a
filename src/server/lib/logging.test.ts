import { PassThrough } from 'node:stream';
import { subscribers } from '../subscribers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';
import { createTestDb } from '../../../tests/db/test-db';
import type { Database } from '../db/client';
import { testVault } from '../../../tests/db/test-vault';
import { parseEnv } from '../env';

let app: FastifyInstance;
let database: Database;
let logs = '';

beforeAll(async () => {
  database = await createTestDb('seeded');
  const stream = new PassThrough();
  stream.on('data', (d: Buffer) => (logs += d.toString()));
  app = await buildApp(
    {
      db: database.db,
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'trace' }),
      now: () => new Date(),
      vault: testVault,
      subscribers,
    },
    { logger: true, logStream: stream },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('never writes passwords, tokens, codes or personal numbers to the request log', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email: 'admin@demo.test', password: 'correct-horse-demo' },
  });
  const token = login.json().access_token as string;
  await app.inject({
    method: 'GET',
    url: '/v2/user?ssn=512-44-7781&code=493027',
    headers: {
      authorization: `Bearer ${token}`,
      'x-verification-code': '493027',
      cookie: 'auth._token.local=abc',
    },
  });
  expect(logs).toContain('"url":"/v2/user?ssn=[REDACTED]&code=[REDACTED]"');
  for (const secret of [
    'correct-horse-demo',
    token,
    '512-44-7781',
    '493027',
    'auth._token.local=abc',
  ]) {
    expect(logs).not.toContain(secret);
  }
});

it('logs a failed query without its parameters or the row it would have written', async () => {
  const userAgent = 'Leaky/7.3 (secret-user-agent-4711)';
  // A real query failing in a real route: the sign-in's token insert carries IP and user agent.
  await database.db.execute(
    sql.raw(
      `alter table auth_tokens add constraint no_leaky check (user_agent not like 'Leaky/%')`,
    ),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email: 'owner@acme.test', password: 'correct-horse-demo' },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(500);
  const errorLine = logs.split('\n').find((l) => l.includes('"level":50'));
  expect(errorLine).toContain('Failed query: insert into \\"auth_tokens\\"');
  expect(errorLine).toContain('params: [REDACTED]');
  expect(errorLine).toContain('no_leaky');
  expect(logs).not.toContain('secret-user-agent-4711');
});

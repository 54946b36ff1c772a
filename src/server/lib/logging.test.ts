import { PassThrough } from 'node:stream';
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
    { db: database.db, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'trace' }), now: () => new Date(), vault: testVault },
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
    headers: { authorization: `Bearer ${token}`, 'x-verification-code': '493027', cookie: 'auth._token.local=abc' },
  });
  expect(logs).toContain('"url":"/v2/user?ssn=[REDACTED]&code=[REDACTED]"');
  for (const secret of ['correct-horse-demo', token, '512-44-7781', '493027', 'auth._token.local=abc']) {
    expect(logs).not.toContain(secret);
  }
});

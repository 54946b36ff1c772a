import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/db/test-db';
import type { Database } from '../db/client';
import { onCommitted } from '../events/commit-signal';
import { ApiError } from '../lib/errors';
import { idempotentInBatches } from './idempotency';

let database: Database;
beforeAll(async () => {
  database = await createTestDb('migrated');
});
afterAll(() => database.close());

const USER = crypto.randomUUID();
const ITEMS = Array.from({ length: 25 }, (_, i) => i);

/** A request with a key as the route sees it, and a reply that records what it was told. */
function http(key: string, body: object = { items: ITEMS }) {
  const sent = { code: 0, headers: {} as Record<string, string> };
  const req = {
    method: 'POST',
    url: '/v2/things/bulk/apply',
    body,
    headers: { 'idempotency-key': key },
    session: { user: { id: USER } },
  };
  const reply = {
    code(c: number) {
      sent.code = c;
      return reply;
    },
    header(k: string, v: string) {
      sent.headers[k] = v;
      return reply;
    },
  };
  return {
    http: { req: req as unknown as FastifyRequest, reply: reply as unknown as FastifyReply },
    sent,
  };
}

describe('idempotentInBatches: one answer per key, in short transactions', () => {
  it('runs 25 items 10 to a transaction, and a replay answers the same without running any', async () => {
    const ran: number[][] = [];
    let commits = 0;
    const stop = onCommitted(database.db, () => (commits += 1));
    const first = http('key-batches-1');
    const answer = await idempotentInBatches(
      database.db,
      first.http,
      200,
      ITEMS,
      10,
      async (_tx, batch) => {
        ran.push([...batch]);
        return batch.map((i) => i * 2);
      },
      (outcomes) => ({ outcomes }),
    );
    stop();
    expect(ran.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(commits).toBe(3);
    expect(answer).toEqual({ outcomes: ITEMS.map((i) => i * 2) });
    expect(first.sent).toEqual({ code: 200, headers: {} });

    const again = http('key-batches-1');
    const replayed = await idempotentInBatches(
      database.db,
      again.http,
      200,
      ITEMS,
      10,
      async () => {
        throw new Error('a replay runs nothing');
      },
      (outcomes) => ({ outcomes }),
    );
    expect(replayed).toEqual(answer);
    expect(again.sent.headers['idempotent-replayed']).toBe('true');

    const other = http('key-batches-1', { items: [1] });
    await expect(
      idempotentInBatches(
        database.db,
        other.http,
        200,
        [1],
        10,
        async () => [],
        () => ({}),
      ),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('a request cut off between batches is carried on by the next one with its key: each item runs once', async () => {
    const ran: number[] = [];
    const work = (failAt?: number) => async (_tx: unknown, batch: readonly number[]) => {
      if (failAt !== undefined && batch.includes(failAt)) throw new Error('cut off');
      ran.push(...batch);
      return batch.map((i) => i * 2);
    };
    const cut = http('key-batches-2');
    await expect(
      idempotentInBatches(database.db, cut.http, 200, ITEMS, 10, work(15), (o) => ({ o })),
    ).rejects.toThrow('cut off');
    expect(ran).toEqual(ITEMS.slice(0, 10));
    const retry = http('key-batches-2');
    const answer = await idempotentInBatches(
      database.db,
      retry.http,
      200,
      ITEMS,
      10,
      work(),
      (o) => ({ o }),
    );
    expect(answer).toEqual({ o: ITEMS.map((i) => i * 2) });
    expect(ran).toEqual(ITEMS);
    expect(retry.sent.headers['idempotent-replayed']).toBe('true');
  });

  it('two requests with one key at once share the work and give one answer', async () => {
    const ran: number[] = [];
    const work = async (_tx: unknown, batch: readonly number[]) => {
      ran.push(...batch);
      return batch.map((i) => i * 2);
    };
    const [a, b] = [http('key-batches-3'), http('key-batches-3')];
    const answers = await Promise.all([
      idempotentInBatches(database.db, a.http, 200, ITEMS, 5, work, (o) => ({ o })),
      idempotentInBatches(database.db, b.http, 200, ITEMS, 5, work, (o) => ({ o })),
    ]);
    expect(answers[0]).toEqual({ o: ITEMS.map((i) => i * 2) });
    expect(answers[1]).toEqual(answers[0]);
    expect([...ran].sort((x, y) => x - y)).toEqual(ITEMS);
    expect([a, b].filter((r) => r.sent.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
  });
});

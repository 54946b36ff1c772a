import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../auth/session';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { withEvents } from '../events/store';
import { ApiError } from '../lib/errors';
import { nextTurn } from './next-turn';

/** Every money-moving POST declares this header in its schema (`headers: IdempotencyHeaders`). */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(255)
    .describe('A client-chosen key: the same request sent again with it has one effect'),
});

/** Whether the request carries a usable Idempotency-Key (8 to 255 characters). */
export const hasIdempotencyKey = (req: FastifyRequest): boolean => {
  const header = req.headers['idempotency-key'];
  return typeof header === 'string' && header.length >= 8 && header.length <= 255;
};

const fingerprintOf = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

/**
 * Runs a money-moving request once per (user, Idempotency-Key). In one transaction: the key row is
 * inserted first (its primary key is unique), then the work runs, then the response is stored with
 * the key. A replay of the same request gets the stored status and body (header
 * `Idempotent-Replayed: true`) without running the work again; the same key with a different
 * method, path or body is a 422. A duplicate sent while the first is still running waits on the
 * key's row lock (PostgreSQL) or the single connection (PGlite) and then gets the replay: there is
 * no 409 for in-flight duplicates. A request whose work fails (4xx or 5xx) rolls back with its key,
 * so the key can be retried. A request without the header is a 422 before anything runs (routes whose
 * schema cannot require it, such as a workflow's money-moving actions, rely on this).
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const k = keyOf(req);
  return withEvents(db, async (tx) => {
    const claimed = await claim(tx, k, status, true);
    if (!claimed) {
      const stored = await storedOf(tx, k);
      reply.header('idempotent-replayed', 'true');
      reply.code(stored.status_code);
      return stored.response as T;
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(k.where);
    reply.code(status);
    return result;
  });
}

/**
 * `idempotent` for a request over many items, in short transactions of `size` items with a turn of
 * the event loop between them (kit/batches.ts), so a long request does not hold the embedded
 * database. The key is claimed with the first batch and each batch stores the outcomes so far with
 * the key, the last one the answer (`answer` of every outcome, in item order). A request with the
 * key finds the stored answer (a replay), or, when the first is between batches or was cut off, locks
 * the key and carries on from the stored outcomes: each item runs once, every request with the key
 * answers the same, and only the request that claimed the key answers without
 * `Idempotent-Replayed`.
 */
export async function idempotentInBatches<I, O, R>(
  db: Db,
  http: { req: FastifyRequest; reply: FastifyReply },
  status: number,
  items: readonly I[],
  size: number,
  work: (tx: Tx, batch: readonly I[]) => Promise<O[]>,
  answer: (outcomes: O[]) => R,
): Promise<R> {
  const k = keyOf(http.req);
  let claimed = false;
  for (;;) {
    const done = await withEvents(db, async (tx) => {
      if (await claim(tx, k, status, false)) claimed = true;
      const stored = await storedOf(tx, k, true);
      if (stored.finished) return stored;
      const before = stored.response as O[];
      const outcomes = [
        ...before,
        ...(await work(tx, items.slice(before.length, before.length + size))),
      ];
      const finished = outcomes.length >= items.length;
      const response = (finished ? answer(outcomes) : outcomes) as object;
      await tx.update(idempotencyKeys).set({ response, finished }).where(k.where);
      return finished ? { status_code: status, response } : null;
    });
    if (done) {
      if (!claimed) http.reply.header('idempotent-replayed', 'true');
      http.reply.code(done.status_code);
      return done.response as R;
    }
    await nextTurn();
  }
}

interface KeyOfRequest {
  userId: string;
  key: string;
  fingerprint: string;
  where: SQL;
}

/** The request's key, user and fingerprint; a 422 before anything runs when it has no key. */
function keyOf(req: FastifyRequest): KeyOfRequest {
  if (!hasIdempotencyKey(req))
    throw new ApiError(422, 'This request moves money: send an Idempotency-Key header', {
      detail: [
        {
          loc: ['header', 'idempotency-key'],
          msg: 'Required: 8 to 255 characters, the same for every retry of this request',
          type: 'missing',
        },
      ],
    });
  const key = req.headers['idempotency-key'] as string;
  const userId = sessionOf(req).user.id;
  return {
    userId,
    key,
    fingerprint: fingerprintOf(req),
    where: and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key))!,
  };
}

/** Inserts the key's row unless it exists (a concurrent insert waits for the other to commit). */
async function claim(tx: Tx, k: KeyOfRequest, status: number, finished: boolean) {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      user_id: k.userId,
      key: k.key,
      fingerprint: k.fingerprint,
      status_code: status,
      response: finished ? {} : [],
      finished,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The key's stored row (locked when asked), or a 422 when the key was used for another request. */
async function storedOf(tx: Tx, k: KeyOfRequest, lock = false) {
  const read = tx.select().from(idempotencyKeys).where(k.where);
  const [stored] = await (lock ? read.for('update') : read);
  if (!stored) throw new Error('An idempotency key vanished between its conflict and its read');
  if (stored.fingerprint !== k.fingerprint)
    throw new ApiError(422, 'This Idempotency-Key was already used for a different request', {
      detail: [
        {
          loc: ['header', 'idempotency-key'],
          msg: 'Already used for a different request',
          type: 'idempotency_key_reused',
        },
      ],
    });
  return stored;
}

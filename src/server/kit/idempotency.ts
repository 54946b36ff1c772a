import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../auth/session';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { withEvents } from '../events/store';
import { ApiError } from '../lib/errors';

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
  const fingerprint = fingerprintOf(req);
  return withEvents(db, async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ user_id: userId, key, fingerprint, status_code: status, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
      if (!stored) throw new Error('An idempotency key vanished between its conflict and its read');
      if (stored.fingerprint !== fingerprint)
        throw new ApiError(422, 'This Idempotency-Key was already used for a different request', {
          detail: [
            {
              loc: ['header', 'idempotency-key'],
              msg: 'Already used for a different request',
              type: 'idempotency_key_reused',
            },
          ],
        });
      reply.header('idempotent-replayed', 'true');
      reply.code(stored.status_code);
      return stored.response as T;
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
    reply.code(status);
    return result;
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { judge, type ActionTexts } from '../../../../machines/kit/workflow';
import type { BulkResult } from '../../../domain/contracts/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db, Tx } from '../../db/client';
import type { EventOrigin } from '../../events/store';
import type { Subscriber } from '../../events/subscriber';
import { ApiError } from '../../lib/errors';
import { inBatches, inTurns } from '../batches';
import { hasIdempotencyKey, idempotentInBatches } from '../idempotency';
import { findInScope } from './load';
import { originOf, type RequestOrigin } from './origin';
import { actionStep, lockRecords, transitionInTx } from './perform';
import { subjectOf, type ProjectionRow, type WorkflowServer } from './server';

export type BulkInput<A extends string> = ActionTexts & { action: A; ids: readonly string[] };
type BulkRow = BulkResult['data'][number];

const NOT_FOUND = (id: string): BulkRow => ({
  id,
  ok: false,
  code: 404,
  status: null,
  reasons: ['Not found'],
});
const summed = (data: BulkRow[]): BulkResult => {
  const succeeded = data.filter((r) => r.ok).length;
  return { data, succeeded, failed: data.length - succeeded };
};

/**
 * Rows per transaction of a bulk action, and per turn of a preview. On PGlite a transaction holds the
 * database and every other request waits for it; a row is a handful of queries (an approval also
 * writes its pay and bill transactions, about 36 ms on PGlite on the 2-core machine), so a batch
 * stays near 150 ms and the event loop takes a turn between batches: with 10 rows a batch, health's
 * p95 during a bulk approval of 1,000 was 337 ms there.
 */
export const BULK_BATCH = 4;

/** Per row, what the action would answer: 200, or 403/409 with reasons, or 404 for an id out of scope. */
export async function bulkPreview<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
): Promise<BulkResult> {
  const wf = server.definition;
  const rows: BulkRow[] = [];
  await inTurns(input.ids, BULK_BATCH, async (ids) => {
    for (const id of ids) {
      const record = await findInScope(db, server, user, id);
      if (!record) {
        rows.push(NOT_FOUND(id));
        continue;
      }
      const subject = subjectOf(server, record);
      const v = judge(wf, subject, user, input.action, input);
      rows.push({
        id,
        ok: v.ok,
        code: v.ok ? 200 : v.code,
        status: wf.stateLabel(subject.stored),
        reasons: v.ok ? [] : v.reasons,
      });
    }
  });
  return summed(rows);
}

/** One row's outcome: the state it reached, or the refusal (404, 403/409 with reasons) it met. */
async function rowOutcome<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
  id: string,
  run: () => Promise<Row>,
): Promise<BulkRow> {
  try {
    const next = await run();
    return {
      id,
      ok: true,
      code: 200,
      status: server.definition.stateLabel(server.storedOf(next)),
      reasons: [],
    };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.statusCode === 404) return NOT_FOUND(id);
    const reasons = Array.isArray(err.body.reasons)
      ? (err.body.reasons as string[])
      : [err.message];
    return {
      id,
      ok: false,
      code: err.statusCode,
      status: typeof err.body.from === 'string' ? err.body.from : null,
      reasons,
    };
  }
}

/**
 * The action on the given rows in the caller's transaction. The rows are locked first, in id order
 * (two bulk requests over the same invoices queue instead of deadlocking); each transition runs in
 * its own savepoint, so a refused or lost row rolls back alone and stops no other row.
 */
async function applyRows<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
  ids: readonly string[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<BulkRow[]> {
  await lockRecords(tx, server, ids);
  const data: BulkRow[] = [];
  for (const id of ids)
    data.push(
      await rowOutcome(server, id, () =>
        transitionInTx(
          tx,
          server,
          user,
          id,
          actionStep(server, user, input.action, input, origin),
          deliverTo,
        ),
      ),
    );
  return data;
}

/**
 * POST <apiPath>/bulk/apply. The rows run BULK_BATCH to a transaction, each row in its own savepoint,
 * with a turn of the event loop between batches, so a thousand rows never hold the embedded
 * database. An action that moves money (the server's `moneyActions`) runs once per Idempotency-Key
 * for the whole request: the same request sent again (even at once, or after the first was cut off
 * between batches) gets the same per-row outcome, the key with another body is a 422. As for one
 * record, the rows are judged before the key is asked for: when no row could take the action, the
 * answer is their refusals.
 */
export async function bulkApplyRequest<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
  request: RequestOrigin,
  http: { req: FastifyRequest; reply: FastifyReply },
  deliverTo: readonly Subscriber[],
): Promise<BulkResult> {
  const origin = originOf(user, request, server.locationOf?.(input.action, input) ?? null);
  const apply = (tx: Tx, ids: readonly string[]) =>
    applyRows(tx, server, user, input, ids, origin, deliverTo);
  if (!server.moneyActions?.includes(input.action)) {
    const data: BulkRow[] = [];
    await inBatches(db, input.ids, BULK_BATCH, async (tx, ids) => {
      data.push(...(await apply(tx, ids)));
    });
    return summed(data);
  }
  if (!hasIdempotencyKey(http.req)) {
    const preview = await bulkPreview(db, server, user, input);
    if (preview.succeeded === 0) return preview;
  }
  return idempotentInBatches(db, http, 200, input.ids, BULK_BATCH, apply, summed);
}

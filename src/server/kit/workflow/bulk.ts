import type { FastifyReply, FastifyRequest } from 'fastify';
import { judge, type ActionTexts } from '../../../../machines/kit/workflow';
import type { BulkResult } from '../../../domain/contracts/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db, Tx } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { hasIdempotencyKey, idempotent } from '../idempotency';
import { findInScope } from './load';
import { originOf, type RequestOrigin } from './origin';
import { actionStep, lockRecords, perform, transitionInTx } from './perform';
import { subjectOf, type ProjectionRow, type WorkflowServer } from './server';

export type BulkInput<A extends string> = ActionTexts & { action: A; ids: readonly string[] };
type BulkRow = BulkResult['data'][number];

const NOT_FOUND = (id: string): BulkRow => ({ id, ok: false, code: 404, status: null, reasons: ['Not found'] });
const summed = (data: BulkRow[]): BulkResult => {
  const succeeded = data.filter((r) => r.ok).length;
  return { data, succeeded, failed: data.length - succeeded };
};

/** Per row, what the action would answer: 200, or 403/409 with reasons, or 404 for an id out of scope. */
export async function bulkPreview<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
): Promise<BulkResult> {
  const wf = server.definition;
  const rows = await Promise.all(
    input.ids.map(async (id): Promise<BulkRow> => {
      const record = await findInScope(db, server, user, id);
      if (!record) return NOT_FOUND(id);
      const subject = subjectOf(server, record);
      const v = judge(wf, subject, user, input.action, input);
      return { id, ok: v.ok, code: v.ok ? 200 : v.code, status: wf.stateLabel(subject.stored), reasons: v.ok ? [] : v.reasons };
    }),
  );
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
    return { id, ok: true, code: 200, status: server.definition.stateLabel(server.storedOf(next)), reasons: [] };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.statusCode === 404) return NOT_FOUND(id);
    const reasons = Array.isArray(err.body.reasons) ? (err.body.reasons as string[]) : [err.message];
    return { id, ok: false, code: err.statusCode, status: typeof err.body.from === 'string' ? err.body.from : null, reasons };
  }
}

/** The action on each row independently, each in its own transaction: one refusal stops no other row. */
async function bulkApply<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
  request: RequestOrigin,
): Promise<BulkResult> {
  const data: BulkRow[] = [];
  for (const id of input.ids)
    data.push(await rowOutcome(server, id, () => perform(db, server, user, id, input.action, input, request)));
  return summed(data);
}

/**
 * The same inside one transaction, so a money-moving bulk action commits with its Idempotency-Key as
 * one request. Every row is locked first, in id order (two bulk requests over the same invoices
 * queue instead of deadlocking); each transition runs in its own savepoint, so a refused or lost row
 * rolls back alone.
 */
async function bulkApplyInTx<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
  request: RequestOrigin,
): Promise<BulkResult> {
  const origin = originOf(user, request, server.locationOf?.(input.action, input) ?? null);
  await lockRecords(tx, server, input.ids);
  const data: BulkRow[] = [];
  for (const id of input.ids)
    data.push(
      await rowOutcome(server, id, () =>
        transitionInTx(tx, server, user, id, actionStep(server, user, input.action, input, origin)),
      ),
    );
  return summed(data);
}

/**
 * POST <apiPath>/bulk/apply. An action that moves money (the server's `moneyActions`) runs once per
 * Idempotency-Key for the whole request: the same request sent again (even at once) replays the
 * stored per-row outcome, the key with another body is a 422. As for one record, the rows are judged
 * before the key is asked for: when no row could take the action, the answer is their refusals.
 */
export async function bulkApplyRequest<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
  request: RequestOrigin,
  http: { req: FastifyRequest; reply: FastifyReply },
): Promise<BulkResult> {
  if (!server.moneyActions?.includes(input.action)) return bulkApply(db, server, user, input, request);
  if (!hasIdempotencyKey(http.req)) {
    const preview = await bulkPreview(db, server, user, input);
    if (preview.succeeded === 0) return preview;
  }
  return idempotent(db, http.req, http.reply, 200, (tx) => bulkApplyInTx(tx, server, user, input, request));
}

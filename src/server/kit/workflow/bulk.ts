import { judge, type ActionTexts } from '../../../../machines/kit/workflow';
import type { BulkResult } from '../../../domain/contracts/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { findInScope } from './load';
import type { RequestOrigin } from './origin';
import { perform } from './perform';
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

/** The action on each row independently, each in its own transaction: one refusal stops no other row. */
export async function bulkApply<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  input: BulkInput<A>,
  request: RequestOrigin,
): Promise<BulkResult> {
  const data: BulkRow[] = [];
  for (const id of input.ids) {
    try {
      const next = await perform(db, server, user, id, input.action, input, request);
      data.push({ id, ok: true, code: 200, status: server.definition.stateLabel(server.storedOf(next)), reasons: [] });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.statusCode === 404) {
        data.push(NOT_FOUND(id));
        continue;
      }
      const reasons = Array.isArray(err.body.reasons) ? (err.body.reasons as string[]) : [err.message];
      data.push({ id, ok: false, code: err.statusCode, status: typeof err.body.from === 'string' ? err.body.from : null, reasons });
    }
  }
  return summed(data);
}

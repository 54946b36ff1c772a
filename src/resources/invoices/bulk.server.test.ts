import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { demoClientId } from '../../../tests/kit/demo-ids';
import type { InvoiceDetail } from './contract';
import type { BulkResult } from '../../domain/contracts/workflow';
import { events, invoiceDocuments, outbox } from '../../server/db/schema';

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await createHarness();
  token = await h.login('admin@demo.test');
});
afterAll(async () => h.close());

const post = (url: string, payload: object, key?: string) =>
  h.app.inject({
    method: 'POST',
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const detail = async (id: string) =>
  (
    (
      await h.app.inject({
        method: 'GET',
        url: `/v2/invoices/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as { invoice: InvoiceDetail }
  ).invoice;

/** Globex's October and November as two drafts. */
async function twoDrafts(): Promise<string[]> {
  const globex = await demoClientId(h, 'Globex');
  const ids: string[] = [];
  for (const [period_start, period_end] of [
    ['2026-10-01', '2026-10-31'],
    ['2026-11-01', '2026-11-30'],
  ]) {
    const run = await post(
      '/invoice_runs',
      { client_id: globex, period_start, period_end },
      crypto.randomUUID(),
    );
    expect(run.statusCode, run.body).toBe(201);
    const list = await h.app.inject({
      method: 'GET',
      url: `/v2/invoices?invoice_run_id=${run.json().id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    ids.push(...(list.json() as { data: { id: string }[] }).data.map((i) => i.id));
  }
  expect(ids).toHaveLength(2);
  return ids;
}

describe('bulk invoice actions move money once per Idempotency-Key', () => {
  let drafts: string[] = [];
  const KEY = 'bulk-send-globex-oct-nov';

  beforeAll(async () => {
    drafts = await twoDrafts();
  });

  it('asks for a key only when some row could take the action, after judging the rows', async () => {
    const missing = await post('/invoices/bulk/apply', { action: 'send', ids: drafts });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'This request moves money: send an Idempotency-Key header',
    });
    const client = await h.login('client@globex.test');
    const refused = await h.app.inject({
      method: 'POST',
      url: '/v2/invoices/bulk/apply',
      headers: { authorization: `Bearer ${client}` },
      payload: { action: 'send', ids: drafts },
    });
    // A client takes no invoice action, so its bulk request is refused before the rows are read.
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'No action on invoices is open to you; you are a client.',
    });
    const sent = await h.deps.db
      .select()
      .from(events)
      .where(and(inArray(events.stream_id, drafts), eq(events.type, 'invoice.send')));
    expect(sent).toEqual([]);
  });

  it('sends each invoice once, with one number and one mail each, when the same bulk send arrives 100 times', async () => {
    const body = { action: 'send', ids: drafts };
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => post('/invoices/bulk/apply', body, KEY)),
    );
    const sequential = [];
    for (let i = 0; i < 80; i++) sequential.push(await post('/invoices/bulk/apply', body, KEY));
    const all = [...concurrent, ...sequential];
    expect(new Set(all.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(all.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const first = all[0]!.json() as BulkResult;
    expect(first).toMatchObject({ succeeded: 2, failed: 0 });
    expect(first.data.map((r) => [r.id, r.status])).toEqual(drafts.map((id) => [id, 'open']));
    for (const r of all) expect(r.json()).toEqual(first);

    const sends = await h.deps.db
      .select()
      .from(events)
      .where(and(inArray(events.stream_id, drafts), eq(events.type, 'invoice.send')));
    expect(sends.map((e) => e.stream_id).sort()).toEqual([...drafts].sort());
    const invoices = await Promise.all(drafts.map(detail));
    const numbers = invoices.map((i) => i.number!);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(invoices.map((i) => i.status)).toEqual(['open', 'open']);

    await h.app.dispatcher.drain();
    for (const i of invoices) {
      const mails = await h.deps.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, 'client@globex.test'));
      expect(
        mails.filter((m) => m.subject.includes(`Invoice ${i.number_label} from`)),
      ).toHaveLength(1);
      const pdfs = await h.deps.db
        .select()
        .from(invoiceDocuments)
        .where(eq(invoiceDocuments.invoice_id, i.id));
      expect(pdfs).toHaveLength(1);
    }
  });

  it('refuses the same key for another bulk request, and a new key judges each row again', async () => {
    const other = await post(
      '/invoices/bulk/apply',
      { action: 'void', ids: drafts, reason: 'Oops' },
      KEY,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request',
    });
    const again = await post(
      '/invoices/bulk/apply',
      { action: 'send', ids: drafts },
      'bulk-send-again-1',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ succeeded: 0, failed: 2 });
    expect((again.json() as BulkResult).data.map((r) => [r.code, r.status])).toEqual([
      [409, 'open'],
      [409, 'open'],
    ]);
    const voided = await post(
      '/invoices/bulk/apply',
      { action: 'void', ids: [drafts[0]], reason: 'Sent to the wrong contact' },
      'bulk-void-oct-1',
    );
    expect(voided.json()).toMatchObject({ succeeded: 1, data: [{ status: 'void' }] });
    expect((await detail(drafts[0]!)).status).toBe('void');
  });
});

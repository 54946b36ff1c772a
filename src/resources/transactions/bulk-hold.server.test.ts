import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { partners, transactions } from '../../server/db/schema';

/** Hold and Release on a selection of /transactions: one reason for every row, an outcome per row. */
let h: Harness;
const call = callerOf(() => h);
const bulk = (email: string, step: 'preview' | 'apply', payload: object) =>
  call(email, 'POST', `/transactions/bulk/${step}`, payload);

const FINANCE = 'finance@selfco.test';
let open: [string, string];
let complete: string;
let elsewhere: string;

beforeAll(async () => {
  h = await createHarness();
  const [selfco] = await h.deps.db.select().from(partners).where(eq(partners.subdomain, 'selfco'));
  const own = (status: 'approved' | 'complete') =>
    h.deps.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.partner_id, selfco!.id),
          eq(transactions.status, status),
          isNull(transactions.invoice_id),
        ),
      )
      .limit(2);
  open = (await own('approved')).map((t) => t.id) as [string, string];
  [{ id: complete }] = (await own('complete')) as [{ id: string }];
  [{ id: elsewhere }] = (await h.deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(ne(transactions.partner_id, selfco!.id))
    .limit(1)) as [{ id: string }];
  if (open.length < 2) throw new Error('the seed has fewer than two open selfco transactions');
});
afterAll(() => h.close());

const outcome = (body: { data: { id: string; ok: boolean; code: number; reasons: string[] }[] }) =>
  Object.fromEntries(body.data.map((r) => [r.id, [r.code, r.reasons]]));

describe('bulk hold and release of transactions', () => {
  it('previews each row with the one reason; applies to those it may; release brings them back', async () => {
    const ids = [...open, complete, elsewhere];
    const unexplained = await bulk(FINANCE, 'preview', { action: 'hold', ids: open });
    expect(unexplained.json()).toMatchObject({ succeeded: 0, failed: 2 });
    expect(unexplained.json().data[0].reasons).toEqual(['It needs a reason.']);

    const reason = 'Client disputes the week';
    const preview = await bulk(FINANCE, 'preview', { action: 'hold', ids, reason });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ succeeded: 2, failed: 2 });
    expect(outcome(preview.json())).toEqual({
      [open[0]]: [200, []],
      [open[1]]: [200, []],
      [complete]: [409, [expect.stringContaining('can no longer be held')]],
      [elsewhere]: [404, ['Not found']],
    });

    const applied = await bulk(FINANCE, 'apply', { action: 'hold', ids, reason });
    expect(applied.json()).toMatchObject({ succeeded: 2, failed: 2 });
    const rows = await h.deps.db.select().from(transactions);
    for (const id of open)
      expect(rows.find((t) => t.id === id)).toMatchObject({ status: 'hold', hold_reason: reason });
    expect(rows.find((t) => t.id === complete)).toMatchObject({ status: 'complete' });

    const released = await bulk(FINANCE, 'apply', { action: 'release', ids: open });
    expect(released.json()).toMatchObject({ succeeded: 2, failed: 0 });
    const after = await h.deps.db.select().from(transactions);
    for (const id of open)
      expect(after.find((t) => t.id === id)).toMatchObject({
        status: 'approved',
        hold_reason: null,
      });
  });

  it('is refused outright to a partner that is not an employer', async () => {
    const res = await bulk('owner@acme.test', 'preview', {
      action: 'hold',
      ids: open,
      reason: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Transactions are for employers (admins and self-employer partners)',
    );
  });
});

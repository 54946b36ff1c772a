import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { partners, transactions } from '../../server/db/schema';

/**
 * An auditor's replay shows more than the record's detail (the hold reason, and the acting admin's
 * email, IP and device): it follows the record's own read access, so whoever gets a 403 on
 * `GET /v2/transactions/{id}` gets the same on its replay.
 */
let h: Harness;
const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  caller(email, method, url, payload, {
    key: method === 'POST' ? crypto.randomUUID() : undefined,
    headers: { 'user-agent': 'AuditProbe/1.0' },
  });

let id: string;
beforeAll(async () => {
  h = await createHarness();
  const [held] = await h.deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(partners, eq(partners.id, transactions.partner_id))
    .where(
      and(
        eq(partners.subdomain, 'acme'),
        eq(transactions.status, 'approved'),
        isNull(transactions.invoice_id),
      ),
    )
    .limit(1);
  if (!held) throw new Error('no approved Acme transaction off invoices in the seed');
  id = held.id;
  const hold = await call('admin@demo.test', 'POST', `/transactions/${id}/actions/hold`, {
    reason: 'Payroll dispute: worker on leave',
  });
  expect(hold.statusCode, hold.body).toBe(200);
});
afterAll(() => h.close());

describe('GET /v2/transactions/{id}/replay follows the transaction read access', () => {
  it.each(['owner@acme.test', 'finance@acme.test'])(
    '%s, refused the detail, is refused the replay without the reason, email or device',
    async (email) => {
      expect((await call(email, 'GET', `/transactions/${id}`)).statusCode).toBe(403);
      const replay = await call(email, 'GET', `/transactions/${id}/replay`);
      expect(replay.statusCode).toBe(403);
      expect(replay.body).not.toContain('Payroll dispute');
      expect(replay.body).not.toContain('admin@demo.test');
      expect(replay.body).not.toContain('AuditProbe');
    },
  );

  it('the admin, who reads the transaction, still replays it with the hold', async () => {
    expect((await call('admin@demo.test', 'GET', `/transactions/${id}`)).statusCode).toBe(200);
    const replay = await call('admin@demo.test', 'GET', `/transactions/${id}/replay`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.body).toContain('Payroll dispute');
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { clients, payments } from '../../server/db/schema';

/** "Record a payment": POST /v2/payments for money a client sent outside /pay. */
let h: Harness;
const clientId: Record<string, string> = {};
const call = callerOf(() => h);
const record = (email: string, payload: object, key: string | null = crypto.randomUUID()) =>
  call(email, 'POST', '/payments', payload, key ?? undefined);

beforeAll(async () => {
  h = await createHarness();
  for (const c of await h.deps.db
    .select()
    .from(clients)
    .where(inArray(clients.entity_name, ['Globex', 'Initech'])))
    clientId[c.entity_name] = c.id;
});
afterAll(() => h.close());

describe('recording a payment received', () => {
  it('an admin’s is settled and ready to allocate, recorded once however often the request is replayed', async () => {
    const body = {
      client_id: clientId.Globex,
      amount_cents: 123_456,
      received_date: '2026-11-20',
      reference: 'Wire for INV-000003',
    };
    const sends = await Promise.all(
      Array.from({ length: 10 }, () => record('admin@demo.test', body, 'record-key-1')),
    );
    const first = sends[0]!;
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'settled',
      payer_name: 'Globex',
      amount_cents: 123_456,
      allocated_cents: 0,
      allocation_status: 'pending',
      source: 'manual',
      reference: 'Wire for INV-000003',
      received_date: '2026-11-20',
    });
    for (const again of sends) expect(again.json()).toEqual(first.json());
    const stored = await h.deps.db
      .select()
      .from(payments)
      .where(eq(payments.reference, 'Wire for INV-000003'));
    expect(stored).toHaveLength(1);
  });

  it('a self-funded partner’s waits for an admin; another tenant’s client is not a payer it may name', async () => {
    const own = await record('owner@selfco.test', {
      client_id: clientId.Initech,
      amount_cents: 50_000,
      received_date: '2026-11-21',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ status: 'pending', payer_name: 'Initech', reference: null });
    const other = await record('owner@selfco.test', {
      client_id: clientId.Globex,
      amount_cents: 50_000,
      received_date: '2026-11-21',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'client_id'], msg: 'Payer not found' }),
    ]);
  });

  it('is refused to a client (403), without an Idempotency-Key, and for an amount of nothing (422)', async () => {
    const body = { client_id: clientId.Globex, amount_cents: 100, received_date: '2026-11-20' };
    const client = await record('client@globex.test', body);
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('You are not allowed to create payments');
    const keyless = await record('admin@demo.test', body, null);
    expect(keyless.statusCode).toBe(422);
    expect(keyless.body).toContain('Idempotency-Key');
    const zero = await record('admin@demo.test', { ...body, amount_cents: 0 });
    expect(zero.statusCode).toBe(422);
    expect(JSON.stringify(zero.json())).toContain('The amount must be above zero');
  });
});

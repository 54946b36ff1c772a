import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Payment, PaymentLedger } from './contract';
import { paymentLedgerScreen } from './ledger.screen';

const payment = {
  id: 'p1',
  status: 'settled',
  amount_cents: 10_000,
  allocated_cents: 6_000,
  unallocated_cents: 4_000,
  allocation_status: 'partially_allocated',
  allocation_sub_status: 'full',
} as Payment;
const line = (id: string, reversed: boolean) => ({
  id,
  invoice_id: `inv-${id}`,
  invoice_number: `INV-00000${id}`,
  amount_cents: 3_000,
  sub_status: 'full' as const,
  created_at: '2026-11-20T10:00:00.000Z',
  reversal: reversed
    ? { at: '2026-11-21T10:00:00.000Z', by: 'admin@demo.test', reason: 'x' }
    : null,
});
const ledger: PaymentLedger = {
  payment,
  allocations: [line('1', false), line('2', true)],
  transfers: [],
  open_invoices: [],
};

function start(
  unallocate: (input: { allocationId: string; reason: string; key: string }) => Promise<Payment>,
) {
  const sent: { allocationId: string; reason: string; key: string }[] = [];
  const actor = createActor(
    paymentLedgerScreen.provide({
      actors: {
        loadLedger: fromPromise(async () => ledger),
        unallocate: fromPromise(async ({ input }) => {
          sent.push(input);
          return unallocate(input);
        }),
      },
    }),
    { input: { id: 'p1', key: 'first-key-0001' } },
  ).start();
  return { actor, sent };
}

describe('payment ledger screen: Remove allocation', () => {
  it('asks a reason for a live line only, then sends it once and reloads with what is left', async () => {
    const { actor, sent } = start(async () => ({
      ...payment,
      allocated_cents: 3_000,
      unallocated_cents: 7_000,
    }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'ledger.remove', allocationId: '2' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'ledger.remove', allocationId: '1' });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'ledger.confirmRemove' })).toBe(false);
    actor.send({ type: 'ledger.reason', value: '  Wrong invoice ' });
    actor.send({ type: 'ledger.confirmRemove' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toEqual([
      { id: 'p1', key: 'first-key-0001', allocationId: '1', reason: 'Wrong invoice' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      done: 'Allocation of $30.00 to INV-000001 removed: $70.00 left to allocate.',
      removing: null,
      reason: '',
    });
    expect(actor.getSnapshot().context.key).not.toBe('first-key-0001');
  });

  it('shows a refusal with its reasons; cancelling sends nothing', async () => {
    const refused = Object.assign(new Error('Removing the allocation is not allowed now'), {
      reasons: ['This allocation was already removed.'],
    });
    const { actor, sent } = start(() => Promise.reject(refused));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'ledger.remove', allocationId: '1' });
    actor.send({ type: 'ledger.cancelRemove' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(sent).toEqual([]);
    actor.send({ type: 'ledger.remove', allocationId: '1' });
    actor.send({ type: 'ledger.reason', value: 'Wrong invoice' });
    actor.send({ type: 'ledger.confirmRemove' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({
      message: 'Removing the allocation is not allowed now',
      reasons: ['This allocation was already removed.'],
    });
  });
});

import { assign, emit, fromPromise, setup } from 'xstate';
import type { AllocateRequest, Payment, PaymentLedger } from './contract';
import { messageOf } from '../../domain/errors/extract-message';
import { formatMoney } from '../../domain/format/format';
import { centsToAmount, parseAmountCents } from '../../domain/resources/money-input';

/** A refused allocation: the server's message and its reasons in words. */
export interface LedgerFailure {
  message: string;
  reasons: string[];
}

export interface LedgerContext {
  id: string;
  ledger: PaymentLedger | null;
  /** The amount typed per open invoice, as text ("300.00"). */
  amounts: Record<string, string>;
  /** One key per allocation attempt: a resend of the same attempt is the same request. */
  key: string;
  error: string | null;
  failure: LedgerFailure | null;
  done: string | null;
  /** The allocation line whose "Remove allocation" dialog is open, and the reason typed in it. */
  removing: { id: string; label: string } | null;
  reason: string;
}

export type LedgerEvent =
  | { type: 'ledger.amount'; invoiceId: string; value: string }
  | { type: 'ledger.allocate' }
  | { type: 'ledger.retry' }
  | { type: 'ledger.dismiss' }
  | { type: 'ledger.remove'; allocationId: string }
  | { type: 'ledger.reason'; value: string }
  | { type: 'ledger.confirmRemove' }
  | { type: 'ledger.cancelRemove' };

/** The typed amounts as an allocation request; null when any is not an amount. */
export function allocationsOf(
  amounts: Record<string, string>,
): AllocateRequest['allocations'] | null {
  const out: AllocateRequest['allocations'] = [];
  for (const [invoice_id, text] of Object.entries(amounts)) {
    if (text.trim() === '') continue;
    const cents = parseAmountCents(text);
    if (cents === null || cents < 0) return null;
    if (cents > 0) out.push({ invoice_id, amount_cents: cents });
  }
  return out;
}

const suggested = (ledger: PaymentLedger) =>
  Object.fromEntries(
    ledger.open_invoices.map((i) => [
      i.id,
      i.suggested_cents > 0 ? centsToAmount(i.suggested_cents) : '',
    ]),
  );

/**
 * The allocations part of a payment's page: where its money went and how it moved, and for admins
 * the open invoices with suggested amounts to allocate it across, and "Remove allocation" on a line
 * (a dialog asking the reason). A refusal shows its reasons; an allocation or a removal reloads the
 * ledger and emits `ledger.changed`, so the page around it reloads the payment and its history.
 */
export const paymentLedgerScreen = setup({
  types: {
    context: {} as LedgerContext,
    events: {} as LedgerEvent,
    input: {} as { id: string; key: string },
    emitted: {} as { type: 'ledger.changed' },
  },
  actors: {
    loadLedger: fromPromise<PaymentLedger, { id: string }>(async () => {
      throw new Error('loadLedger is provided by the browser');
    }),
    allocate: fromPromise<
      Payment,
      { id: string; key: string; allocations: AllocateRequest['allocations'] }
    >(async () => {
      throw new Error('allocate is provided by the browser');
    }),
    unallocate: fromPromise<
      Payment,
      { id: string; key: string; allocationId: string; reason: string }
    >(async () => {
      throw new Error('unallocate is provided by the browser');
    }),
  },
  guards: {
    hasAllocations: ({ context }) => (allocationsOf(context.amounts)?.length ?? 0) > 0,
    hasReason: ({ context }) => context.reason.trim() !== '',
    isLiveLine: ({ context, event }) =>
      event.type === 'ledger.remove' &&
      Boolean(context.ledger?.allocations.some((a) => a.id === event.allocationId && !a.reversal)),
  },
}).createMachine({
  id: 'paymentLedger',
  context: ({ input }) => ({
    id: input.id,
    ledger: null,
    amounts: {},
    key: input.key,
    error: null,
    failure: null,
    done: null,
    removing: null,
    reason: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLedger',
        src: 'loadLedger',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign({
            ledger: ({ event }) => event.output,
            amounts: ({ event }) => suggested(event.output),
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: { on: { 'ledger.retry': 'loading' } },
    ready: {
      on: {
        'ledger.amount': {
          actions: assign({
            amounts: ({ context, event }) => ({
              ...context.amounts,
              [event.invoiceId]: event.value,
            }),
          }),
        },
        'ledger.allocate': {
          guard: 'hasAllocations',
          target: 'allocating',
          actions: assign({ failure: null, done: null }),
        },
        'ledger.dismiss': { actions: assign({ failure: null, done: null }) },
        'ledger.remove': {
          guard: 'isLiveLine',
          target: 'confirmingRemoval',
          actions: assign({
            removing: ({ context, event }) => {
              const line = context.ledger?.allocations.find((a) => a.id === event.allocationId);
              return {
                id: event.allocationId,
                label: line
                  ? `${formatMoney(line.amount_cents)} to ${line.invoice_number}`
                  : event.allocationId,
              };
            },
            reason: '',
            failure: null,
            done: null,
          }),
        },
      },
    },
    confirmingRemoval: {
      on: {
        'ledger.reason': { actions: assign({ reason: ({ event }) => event.value }) },
        'ledger.confirmRemove': { guard: 'hasReason', target: 'removing' },
        'ledger.cancelRemove': { target: 'ready', actions: assign({ removing: null, reason: '' }) },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'unallocate',
        src: 'unallocate',
        input: ({ context }) => ({
          id: context.id,
          key: context.key,
          allocationId: context.removing?.id ?? '',
          reason: context.reason.trim(),
        }),
        onDone: {
          target: 'loading',
          actions: [
            assign({
              done: ({ context, event }) =>
                `Allocation of ${context.removing?.label ?? ''} removed: ${formatMoney(event.output.unallocated_cents)} left to allocate.`,
              removing: null,
              reason: '',
              key: () => crypto.randomUUID(),
            }),
            emit({ type: 'ledger.changed' }),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            failure: ({ event }) => ({
              message: messageOf(event.error),
              reasons: (event.error as { reasons?: string[] }).reasons ?? [],
            }),
            removing: null,
            reason: '',
            key: () => crypto.randomUUID(),
          }),
        },
      },
    },
    allocating: {
      tags: ['busy'],
      invoke: {
        id: 'allocate',
        src: 'allocate',
        input: ({ context }) => ({
          id: context.id,
          key: context.key,
          allocations: allocationsOf(context.amounts) ?? [],
        }),
        onDone: {
          target: 'loading',
          actions: [
            assign({
              done: ({ event }) =>
                `Allocated: ${event.output.allocation_status.replace('_', ' ')}, ${formatMoney(event.output.unallocated_cents)} left to allocate.`,
              // The next allocation is a new request.
              key: () => crypto.randomUUID(),
            }),
            emit({ type: 'ledger.changed' }),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            failure: ({ event }) => ({
              message: messageOf(event.error),
              reasons: (event.error as { reasons?: string[] }).reasons ?? [],
            }),
            // A refused allocation wrote nothing: trying again is a new request.
            key: () => crypto.randomUUID(),
          }),
        },
      },
    },
  },
});

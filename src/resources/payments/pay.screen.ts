import { assign, fromPromise, setup } from 'xstate';
import type { PayOptions, PayReceipt } from './contract';
import { messageOf } from '../../domain/errors/extract-message';

export interface PayContext {
  options: PayOptions | null;
  invoiceId: string | null;
  methodId: string | null;
  /** One key per payment attempt: a double click or a resend after a lost answer charges once. */
  key: string;
  error: string | null;
  receipt: PayReceipt | null;
}

export type PayEvent =
  | { type: 'pay.invoice'; invoiceId: string }
  | { type: 'pay.method'; methodId: string }
  | { type: 'pay.submit' }
  | { type: 'pay.retry' };

/** The invoice asked for in the address when it is open, else the first; the default method, else the first. */
const chosen = (o: PayOptions, wanted: string | null) => ({
  invoiceId: o.invoices.find((i) => i.id === wanted)?.id ?? o.invoices[0]?.id ?? null,
  methodId: o.methods.find((m) => m.is_default)?.id ?? o.methods[0]?.id ?? null,
});

/**
 * /pay/{id?}: the signed-in client picks an open invoice (the one in the address when given) and a
 * payment method, and pays what the invoice owes; the receipt opens /pay/success. A failed payment
 * keeps its key, so paying again after an unclear failure can never charge twice.
 */
export const payScreen = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    input: {} as { invoiceId: string | null; key: string },
  },
  actors: {
    loadOptions: fromPromise<PayOptions, void>(async () => {
      throw new Error('loadOptions is provided by the browser');
    }),
    pay: fromPromise<PayReceipt, { invoiceId: string; methodId: string; key: string }>(async () => {
      throw new Error('pay is provided by the browser');
    }),
  },
  guards: {
    ready: ({ context }) => context.invoiceId !== null && context.methodId !== null,
    nothingToPay: ({ context }) => (context.options?.invoices.length ?? 0) === 0,
    noMethod: ({ context }) => (context.options?.methods.length ?? 0) === 0,
  },
}).createMachine({
  id: 'pay',
  context: ({ input }) => ({
    options: null,
    invoiceId: input.invoiceId,
    methodId: null,
    key: input.key,
    error: null,
    receipt: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: {
          target: 'checking',
          actions: assign(({ context, event }) => ({
            options: event.output,
            ...chosen(event.output, context.invoiceId),
            error: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    checking: {
      always: [
        { guard: 'nothingToPay', target: 'nothingToPay' },
        { guard: 'noMethod', target: 'noMethod' },
        { target: 'choosing' },
      ],
    },
    failed: { on: { 'pay.retry': 'loading' } },
    nothingToPay: { description: 'No open invoice of yours owes anything.' },
    noMethod: { description: 'No payment method yet: add one on /payment_methods first.' },
    choosing: {
      on: {
        'pay.invoice': {
          actions: assign({ invoiceId: ({ event }) => event.invoiceId, error: null }),
        },
        'pay.method': { actions: assign({ methodId: ({ event }) => event.methodId, error: null }) },
        'pay.submit': { guard: 'ready', target: 'paying', actions: assign({ error: null }) },
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({
          invoiceId: context.invoiceId ?? '',
          methodId: context.methodId ?? '',
          key: context.key,
        }),
        onDone: { target: 'paid', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: {
          target: 'choosing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    paid: { type: 'final', description: 'Paid: the page opens the receipt at /pay/success.' },
  },
});

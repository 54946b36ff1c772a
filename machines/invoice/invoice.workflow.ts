import { assign, setup } from 'xstate';
import type { InvoiceEvent } from './invoice.events';
import { guardFailures, guardRules, type GuardName, type InvoiceFacts } from './invoice.rules';

const guard =
  (name: GuardName) =>
  ({ context, event }: { context: InvoiceFacts; event: InvoiceEvent }) =>
    guardFailures(name, context, event).length === 0;

const guards = Object.fromEntries(
  (Object.keys(guardRules) as GuardName[]).map((name) => [name, guard(name)]),
) as Record<GuardName, ReturnType<typeof guard>>;

const t = (target: string, name: GuardName, actions?: 'allocate' | 'unallocate') => ({
  target,
  guard: name,
  description: guardRules[name].description,
  ...(actions ? { actions } : {}),
});

/**
 * One invoice's lifecycle (spec §3, §4). States equal the DB `status`. A sent invoice is never
 * deleted: it is voided (nothing allocated) or credited. Allocations from payments move it between
 * open, partially_paid and paid; the context follows the allocated and remaining cents.
 */
export const invoiceWorkflow = setup({
  types: { context: {} as InvoiceFacts, events: {} as InvoiceEvent, input: {} as InvoiceFacts },
  guards,
  actions: {
    allocate: assign(({ context, event }) => {
      // A credit note settles whatever remains.
      const cents =
        event.type === 'invoice.credit'
          ? context.remainingCents
          : event.type === 'invoice.allocate'
            ? event.cents
            : 0;
      return {
        allocatedCents: context.allocatedCents + cents,
        remainingCents: context.remainingCents - cents,
      };
    }),
    unallocate: assign(({ context, event }) => {
      const cents = event.type === 'invoice.unallocate' ? event.cents : 0;
      return {
        allocatedCents: context.allocatedCents - cents,
        remainingCents: context.remainingCents + cents,
      };
    }),
  },
}).createMachine({
  id: 'invoice',
  description:
    'An invoice from generation to payment: draft, sent (open), partially paid, paid; void or credited instead of deleted.',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      description:
        'Generated from approved transactions; not yet sent, without a number. Its timesheets are already locked.',
      on: {
        'invoice.send': t('open', 'canSendInvoice'),
        'invoice.void': t('void', 'canVoidInvoice'),
      },
    },
    open: {
      description: 'Sent to the payer with its number and due date; nothing paid yet.',
      on: {
        'invoice.allocate': [
          t('paid', 'settlesInvoice', 'allocate'),
          t('partially_paid', 'paysPartOfInvoice', 'allocate'),
        ],
        'invoice.void': t('void', 'canVoidInvoice'),
        'invoice.credit': t('paid', 'canCreditInvoice', 'allocate'),
      },
    },
    partially_paid: {
      description: 'Part of the amount due is allocated from payments.',
      on: {
        'invoice.allocate': [
          t('paid', 'settlesInvoice', 'allocate'),
          t('partially_paid', 'paysPartOfInvoice', 'allocate'),
        ],
        'invoice.unallocate': [
          t('open', 'emptiesAllocation', 'unallocate'),
          t('partially_paid', 'keepsAllocation', 'unallocate'),
        ],
        'invoice.credit': t('paid', 'canCreditInvoice', 'allocate'),
      },
    },
    paid: {
      description: 'Settled by payments or a credit note; a payment taken back reopens it.',
      on: {
        'invoice.unallocate': [
          t('open', 'emptiesAllocation', 'unallocate'),
          t('partially_paid', 'keepsAllocation', 'unallocate'),
        ],
      },
    },
    void: {
      type: 'final',
      description:
        'Voided with a reason: kept (and its number) for the record; its transactions are free again.',
    },
  },
});

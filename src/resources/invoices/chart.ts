import { assign, setup, type AnyMachineSnapshot } from 'xstate';
import { z } from 'zod';
import { accepts, defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { decideAction } from '../../domain/workflow/action-meta';
import { invoiceActionMeta, type InvoiceAction, type InvoiceStatus } from './contract';

const Cents = z.number().int();

/**
 * The acting user travels in every event; the server overwrites it from the session. Allocations
 * come from the payments (`applyAllocation`), never from a button.
 */
export const InvoiceEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('invoice.send'), user: User }),
  z.object({ type: z.literal('invoice.void'), user: User, reason: z.string().optional() }),
  z.object({ type: z.literal('invoice.credit'), user: User, reason: z.string().optional() }),
  z.object({ type: z.literal('invoice.allocate'), user: User, cents: Cents }),
  z.object({ type: z.literal('invoice.unallocate'), user: User, cents: Cents }),
]);
export type InvoiceEvent = z.infer<typeof InvoiceEvent>;
export type InvoiceEventType = InvoiceEvent['type'];

export const eventForAction: Record<InvoiceAction, InvoiceEventType> = {
  send: 'invoice.send',
  void: 'invoice.void',
  credit: 'invoice.credit',
};

export const actionForEvent: Partial<Record<InvoiceEventType, InvoiceAction>> = {
  'invoice.send': 'send',
  'invoice.void': 'void',
  'invoice.credit': 'credit',
};

/** Facts of the stored invoice that the rules read, in integer cents; JSON-serialisable. */
export interface InvoiceFacts {
  lineCount: number;
  totalDueCents: number;
  allocatedCents: number;
  remainingCents: number;
}

type Check = (facts: InvoiceFacts, event: InvoiceEvent) => string | null;

const capability =
  (action: InvoiceAction): Check =>
  (_f, event) => {
    const d = decideAction(invoiceActionMeta[action], event.user);
    return d.allowed ? null : d.reason;
  };

const cents = (e: InvoiceEvent) =>
  e.type === 'invoice.allocate' || e.type === 'invoice.unallocate' ? e.cents : 0;
const hasLines: Check = (f) =>
  f.lineCount > 0 ? null : 'An invoice without lines cannot be sent.';
const owesSomething: Check = (f) => (f.totalDueCents > 0 ? null : 'Nothing is due on it.');
const nothingAllocated: Check = (f) =>
  f.allocatedCents === 0
    ? null
    : 'Payments are allocated to it: issue a credit note instead of voiding it.';
const somethingRemains: Check = (f) =>
  f.remainingCents > 0 ? null : 'Nothing remains to be credited.';
const hasReason: Check = (_f, e) =>
  (e.type === 'invoice.void' || e.type === 'invoice.credit') && e.reason?.trim()
    ? null
    : 'It needs a reason.';
const positive: Check = (_f, e) =>
  cents(e) > 0 ? null : 'An allocation is a positive amount of cents.';
const withinRemaining: Check = (f, e) =>
  cents(e) <= f.remainingCents ? null : 'The allocation exceeds the remaining amount.';
const settles: Check = (f, e) =>
  cents(e) === f.remainingCents ? null : 'It does not settle the remaining amount.';
const leavesSome: Check = (f, e) =>
  cents(e) < f.remainingCents ? null : 'It settles the remaining amount.';
const withinAllocated: Check = (f, e) =>
  cents(e) <= f.allocatedCents ? null : 'More than is allocated cannot be taken back.';
const emptiesAllocation: Check = (f, e) =>
  cents(e) === f.allocatedCents ? null : 'Some allocation would remain.';
const keepsSome: Check = (f, e) =>
  cents(e) < f.allocatedCents ? null : 'No allocation would remain.';

/** Every guard of the chart with its business rule in words. */
export const guardRules = {
  canSendInvoice: {
    description:
      'Employers send a draft with lines and an amount due: it gets its number and due date.',
    checks: [capability('send'), hasLines, owesSomething],
  },
  canVoidInvoice: {
    description: 'Employers void an invoice, with a reason, only while nothing is allocated to it.',
    checks: [capability('void'), hasReason, nothingAllocated],
  },
  canCreditInvoice: {
    description:
      'Employers issue a credit note, with a reason, for what remains of a sent invoice.',
    checks: [capability('credit'), hasReason, somethingRemains],
  },
  settlesInvoice: {
    description: 'An allocation of exactly the remaining amount pays the invoice.',
    checks: [positive, settles],
  },
  paysPartOfInvoice: {
    description: 'An allocation of less than the remaining amount pays it partly.',
    checks: [positive, withinRemaining, leavesSome],
  },
  emptiesAllocation: {
    description: 'Taking back every allocated cent reopens it.',
    checks: [positive, withinAllocated, emptiesAllocation],
  },
  keepsAllocation: {
    description: 'Taking back part of the allocation leaves it partially paid.',
    checks: [positive, withinAllocated, keepsSome],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

export function guardFailures(name: GuardName, facts: InvoiceFacts, event: InvoiceEvent): string[] {
  return guardRules[name].checks
    .map((check) => check(facts, event))
    .filter((r): r is string => r !== null);
}

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

export interface InvoiceStored {
  status: InvoiceStatus;
}
export type InvoiceSubject = WorkflowSubject<InvoiceStored, InvoiceFacts>;

/** The invoice lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const invoiceDefinition = defineWorkflow<
  InvoiceStored,
  InvoiceFacts,
  InvoiceAction,
  InvoiceEvent
>({
  name: 'invoice',
  plural: 'invoices',
  chart: invoiceWorkflow,
  actions: invoiceActionMeta,
  eventFor: (action, user, texts) =>
    ({ type: eventForAction[action], user, reason: texts.reason }) as InvoiceEvent,
  stateValue: (stored) => stored.status,
  storedOf: (snapshot: AnyMachineSnapshot) => ({ status: snapshot.value as InvoiceStatus }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
});

/** What the chart reads of an invoice as the API sends it, so the browser asks the chart itself. */
export const subjectOfInvoice = (i: {
  status: InvoiceStatus;
  line_count: number;
  total_due_cents: number;
  allocated_cents: number;
  remaining_cents: number;
}): InvoiceSubject => ({
  stored: { status: i.status },
  facts: {
    lineCount: i.line_count,
    totalDueCents: i.total_due_cents,
    allocatedCents: i.allocated_cents,
    remainingCents: i.remaining_cents,
  },
});

/** Whether a payment may still go to the invoice: the chart takes an allocation of what remains. */
export const takesPayment = (i: Parameters<typeof subjectOfInvoice>[0], user: User) =>
  accepts(invoiceDefinition, subjectOfInvoice(i), {
    type: 'invoice.allocate',
    user,
    cents: i.remaining_cents,
  });

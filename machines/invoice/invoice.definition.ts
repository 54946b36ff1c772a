import type { AnyMachineSnapshot } from 'xstate';
import { invoiceActionMeta, type InvoiceAction } from '../../src/domain/billing/invoice-actions';
import type { InvoiceStatus } from '../../src/domain/contracts/invoices';
import type { User } from '../../src/domain/contracts/user';
import { accepts, defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { eventForAction, type InvoiceEvent } from './invoice.events';
import { guardFailures, guardRules, type GuardName, type InvoiceFacts } from './invoice.rules';
import { invoiceWorkflow } from './invoice.workflow';

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

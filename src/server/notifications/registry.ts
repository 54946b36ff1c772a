import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../domain/format/format';
import type { NotificationKind } from '../../resources/notifications/kinds';
import { canSensitive } from '../../domain/policy/capabilities';
import { canSeePaychecks, canRunPayroll } from '../../domain/policy/payroll';
import { isTimesheetDecider } from '../../domain/policy/timesheet-decisions';
import { formatHours } from '../../domain/timesheets/hours';
import { invoiceDefinition } from '../../resources/invoices/chart';
import { paymentDefinition } from '../../resources/payments/chart';
import { payrollRunDefinition } from '../../resources/payroll-runs/chart';
import { timesheetDefinition } from '../../resources/timesheets/definition';
import { RECIPIENT_ROLES } from '../billing/invoice-recipients';
import { loadInvoiceDetail } from '../billing/invoice-sent';
import type { Tx } from '../db/client';
import {
  adjustments,
  documents,
  expenses,
  paychecks,
  payments,
  payrollRuns,
  users,
} from '../db/schema';
import type { StoredEvent } from '../events/store';
import { expenseDefinition } from '../../resources/expenses/chart';
import { expenseServer } from '../../resources/expenses/workflow.server';
import { adjustmentServer } from '../../resources/adjustments/server';
import {
  documentVerificationDefinition,
  documentWorkflowServer,
} from '../../resources/documents/server';
import { paymentServer } from '../../resources/payments/workflow.server';
import { paycheckServer, payrollRunServer } from '../../resources/payroll-runs/server';
import { invoiceServer } from '../../resources/invoices/workflow.server';
import { timesheetServer } from '../../resources/timesheets/server';
import { timesheetPending } from './pending-reminder';
import { messageReceived } from './message-received';
import { invitationAccepted } from './invitation-accepted';
import { onboardingFinished, onboardingStuck } from './onboarding';
import { timesheetFacts } from './timesheet-facts';
import {
  activeUsers,
  namedUsers,
  openableResource,
  openableWorkflow,
  tenantUsers,
  type DailyNotification,
  type EventNotification,
  type Notice,
} from './kind';

const reasonOf = (event: StoredEvent) =>
  typeof event.payload.reason === 'string' ? event.payload.reason : '';

/** One notice about the event's own record, or none when the record is gone. */
const about = (event: StoredEvent, candidates: string[], content: Notice['content']): Notice[] => [
  { recordId: event.stream_id, candidates, content },
];

const timesheetSubmitted: EventNotification = {
  kind: 'timesheet_submitted',
  streamType: timesheetDefinition.name,
  types: ['timesheet.submit'],
  canOpen: openableWorkflow(() => timesheetServer),
  may: isTimesheetDecider,
  async notices(tx, event) {
    const t = await timesheetFacts(tx, event.stream_id);
    if (!t) return [];
    return about(
      event,
      await tenantUsers(tx, { client_id: t.client_id, partner_id: t.partner_id, eor_id: t.eor_id }),
      {
        title: `Timesheet to approve: ${t.worker}, ${t.date}`,
        body: `${t.worker} submitted ${formatHours(t.hours)} hours at ${t.client} for ${t.date}.`,
        link: `/timesheets/${event.stream_id}`,
      },
    );
  },
};

const timesheetApproved: EventNotification = {
  kind: 'timesheet_approved',
  streamType: timesheetDefinition.name,
  types: ['timesheet.approve', 'timesheet.approveWithEvidence'],
  canOpen: openableWorkflow(() => timesheetServer),
  async notices(tx, event) {
    const t = await timesheetFacts(tx, event.stream_id);
    if (!t) return [];
    return about(event, await tenantUsers(tx, { contractor_id: t.contractor_id }), {
      title: `Timesheet approved: ${t.date}`,
      body: `Your timesheet for ${t.date} (${formatHours(t.hours)} hours at ${t.client}) was approved.`,
      link: `/timesheets/${event.stream_id}`,
    });
  },
};

const timesheetRejected: EventNotification = {
  kind: 'timesheet_rejected',
  streamType: timesheetDefinition.name,
  types: ['timesheet.reject'],
  canOpen: openableWorkflow(() => timesheetServer),
  mailedElsewhere: 'The rejection mail with its reason always goes to the worker.',
  async notices(tx, event) {
    const t = await timesheetFacts(tx, event.stream_id);
    if (!t) return [];
    return about(event, await tenantUsers(tx, { contractor_id: t.contractor_id }), {
      title: `Timesheet rejected: ${t.date}`,
      body: `Your timesheet for ${t.date} (${formatHours(t.hours)} hours at ${t.client}) was rejected. Reason: ${reasonOf(event)}`,
      link: `/timesheets/${event.stream_id}`,
    });
  },
};

/** A client's people who answer for its bills (the invoice mail's recipients). */
const clientBillingUsers = (tx: Tx, clientId: string) =>
  activeUsers(tx, and(eq(users.client_id, clientId), inArray(users.role, [...RECIPIENT_ROLES])));

const invoiceSent: EventNotification = {
  kind: 'invoice_sent',
  streamType: invoiceDefinition.name,
  types: ['invoice.send'],
  canOpen: openableWorkflow(() => invoiceServer),
  mailedElsewhere:
    'The invoice itself is mailed to the client’s billing people with a link to pay it.',
  async notices(tx, event) {
    const invoice = await loadInvoiceDetail(tx, event.stream_id);
    if (!invoice) return [];
    return about(event, await clientBillingUsers(tx, invoice.client_id), {
      title: `Invoice ${invoice.number_label} received`,
      body: `Invoice ${invoice.number_label} for ${invoice.period}: ${formatMoney(invoice.total_due_cents)} due ${invoice.due_date ?? ''}.`.trim(),
      link: `/invoices/${event.stream_id}`,
    });
  },
};

async function paymentFacts(tx: Tx, id: string) {
  const [p] = await tx
    .select({
      number: payments.number,
      payer: payments.payer_name,
      amount: payments.amount_cents,
      partner_id: payments.partner_id,
    })
    .from(payments)
    .where(eq(payments.id, id));
  return p;
}

const paymentReceived: EventNotification = {
  kind: 'payment_received',
  streamType: paymentDefinition.name,
  types: ['payment.settle', 'payment.markReceived'],
  canOpen: openableWorkflow(() => paymentServer),
  may: canSensitive,
  async notices(tx, event) {
    const p = await paymentFacts(tx, event.stream_id);
    if (!p?.partner_id) return [];
    return about(event, await tenantUsers(tx, { partner_id: p.partner_id }), {
      title: `Payment ${p.number} received`,
      body: `${p.payer} paid ${formatMoney(p.amount)}.`,
      link: `/payments/${event.stream_id}`,
    });
  },
};

const paymentAllocated: EventNotification = {
  kind: 'payment_allocated',
  streamType: paymentDefinition.name,
  types: ['payment.allocate'],
  canOpen: openableWorkflow(() => paymentServer),
  may: canSensitive,
  async notices(tx, event) {
    const p = await paymentFacts(tx, event.stream_id);
    if (!p?.partner_id) return [];
    const { invoice_number, amount_cents } = event.payload as {
      invoice_number: string;
      amount_cents: number;
    };
    return about(event, await tenantUsers(tx, { partner_id: p.partner_id }), {
      title: `Payment ${p.number} applied to invoice ${invoice_number}`,
      body: `${formatMoney(amount_cents)} of ${p.payer}’s payment went to invoice ${invoice_number}.`,
      link: `/payments/${event.stream_id}`,
    });
  },
};

const paycheckPaid: EventNotification = {
  kind: 'paycheck_paid',
  streamType: payrollRunDefinition.name,
  types: ['payroll_run.settle'],
  canOpen: openableResource(() => paycheckServer, canSeePaychecks),
  async notices(tx, event) {
    const paid = await tx
      .select({
        id: paychecks.id,
        contractor_id: paychecks.contractor_id,
        pay_date: paychecks.pay_date,
        net: paychecks.net_cents,
      })
      .from(paychecks)
      .where(and(eq(paychecks.payroll_run_id, event.stream_id), eq(paychecks.status, 'paid')));
    return Promise.all(
      paid.map(async (p) => ({
        recordId: p.id,
        candidates: await tenantUsers(tx, { contractor_id: p.contractor_id }),
        content: {
          title: `Paycheck paid: ${formatMoney(p.net)}`,
          body: `Your paycheck for pay day ${p.pay_date} was paid: ${formatMoney(p.net)} net.`,
          link: `/paychecks/${p.id}`,
        },
      })),
    );
  },
};

const payrollRunSubmitted: EventNotification = {
  kind: 'payroll_run_submitted',
  streamType: payrollRunDefinition.name,
  types: ['payroll_run.submit'],
  canOpen: openableWorkflow(() => payrollRunServer),
  may: canRunPayroll,
  async notices(tx, event) {
    const [run] = await tx
      .select({
        partner_id: payrollRuns.partner_id,
        start: payrollRuns.period_start,
        end: payrollRuns.period_end,
        pay_date: payrollRuns.pay_date,
      })
      .from(payrollRuns)
      .where(eq(payrollRuns.id, event.stream_id));
    if (!run) return [];
    return about(event, await tenantUsers(tx, { partner_id: run.partner_id }), {
      title: `Payroll run to approve: pay day ${run.pay_date}`,
      body: `The payroll run for ${run.start} to ${run.end} was submitted and waits for approval.`,
      link: `/payroll_runs/${event.stream_id}`,
    });
  },
};

const decided = (event: StoredEvent) => (event.type.endsWith('.reject') ? 'rejected' : 'approved');

const expenseDecided: EventNotification = {
  kind: 'expense_decided',
  streamType: expenseDefinition.name,
  types: ['expense.approve', 'expense.reject'],
  canOpen: openableWorkflow(() => expenseServer),
  async notices(tx, event) {
    const [e] = await tx
      .select({
        contractor_id: expenses.contractor_id,
        date: expenses.date,
        amount: expenses.amount_cents,
        type: expenses.type,
      })
      .from(expenses)
      .where(eq(expenses.id, event.stream_id));
    if (!e) return [];
    const verdict = decided(event);
    const reason = verdict === 'rejected' ? ` Reason: ${reasonOf(event)}` : '';
    return about(event, await tenantUsers(tx, { contractor_id: e.contractor_id }), {
      title: `Expense ${verdict}: ${e.type}, ${e.date}`,
      body: `Your ${e.type} expense of ${formatMoney(e.amount)} on ${e.date} was ${verdict}.${reason}`,
      link: `/expenses/${event.stream_id}`,
    });
  },
};

const adjustmentDecided: EventNotification = {
  kind: 'adjustment_decided',
  streamType: adjustmentServer.definition.name,
  types: ['adjustment.approve', 'adjustment.reject'],
  canOpen: openableWorkflow(() => adjustmentServer),
  async notices(tx, event) {
    const [a] = await tx
      .select({
        by: adjustments.created_by_user_id,
        type: adjustments.type,
        amount: adjustments.amount_cents,
        date: adjustments.date,
      })
      .from(adjustments)
      .where(eq(adjustments.id, event.stream_id));
    if (!a?.by) return [];
    const verdict = decided(event);
    const reason = verdict === 'rejected' ? ` Reason: ${reasonOf(event)}` : '';
    // Whoever asked for it hears the decision, unless they decided it themselves.
    const asker = a.by === event.actor_user_id ? [] : await namedUsers(tx, [a.by]);
    return about(event, asker, {
      title: `Adjustment ${verdict}: ${a.type}, ${a.date}`,
      body: `The ${a.type} adjustment of ${formatMoney(a.amount)} on ${a.date} was ${verdict}.${reason}`,
      link: `/adjustments/${event.stream_id}`,
    });
  },
};

const documentRejected: EventNotification = {
  kind: 'document_rejected',
  streamType: documentVerificationDefinition.name,
  types: ['document.reject'],
  canOpen: openableWorkflow(() => documentWorkflowServer(() => new Date())),
  async notices(tx, event) {
    const [d] = await tx
      .select({ contractor_id: documents.contractor_id, type: documents.document_type })
      .from(documents)
      .where(eq(documents.id, event.stream_id));
    if (!d?.contractor_id) return [];
    return about(event, await tenantUsers(tx, { contractor_id: d.contractor_id }), {
      title: `Document rejected: ${d.type}`,
      body: `Your ${d.type} was rejected. Reason: ${reasonOf(event)} Upload a new one.`,
      link: `/documents/${event.stream_id}`,
    });
  },
};

/**
 * Every kind's behaviour, by the domain's list of kinds: a kind without an entry does not compile.
 * A new kind fed by events is one entry here (its stream type and event types, its notices, who may
 * open its record) and its label in src/resources/notifications/kinds.ts.
 */
export const notificationRegistry: Record<NotificationKind, EventNotification | DailyNotification> =
  {
    timesheet_submitted: timesheetSubmitted,
    timesheet_approved: timesheetApproved,
    timesheet_rejected: timesheetRejected,
    timesheet_pending: timesheetPending,
    invoice_sent: invoiceSent,
    payment_received: paymentReceived,
    payment_allocated: paymentAllocated,
    paycheck_paid: paycheckPaid,
    payroll_run_submitted: payrollRunSubmitted,
    expense_decided: expenseDecided,
    adjustment_decided: adjustmentDecided,
    document_rejected: documentRejected,
    message_received: messageReceived,
    onboarding_finished: onboardingFinished,
    onboarding_stuck: onboardingStuck,
    invitation_accepted: invitationAccepted,
  };

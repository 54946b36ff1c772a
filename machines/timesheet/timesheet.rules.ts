import {
  canInputTime,
  decide,
  type TimesheetAction,
} from '../../src/domain/policy/timesheet-decisions';
import type { TimesheetEvent } from './timesheet.events';

/** Facts of the stored timesheet that the rules read; JSON-serialisable. */
export interface TimesheetFacts {
  /** The client requires a signature before approval. */
  requiresSignature: boolean;
  /** Already on a client invoice (client_billing_invoice_date set). */
  invoiced: boolean;
  /** Already sent to payroll (payroll_submission_date set). */
  payrollSubmitted: boolean;
  /** Its pay line is on a paycheck that was paid. */
  paycheckPaid: boolean;
}

/** A check answers null when it passes, otherwise the reason in words. */
type Check = (facts: TimesheetFacts, event: TimesheetEvent) => string | null;

const capability =
  (action: TimesheetAction): Check =>
  (_facts, event) => {
    const d = decide(action, event.user);
    return d.allowed ? null : d.reason;
  };

const notInvoiced: Check = (f) =>
  f.invoiced ? 'It is already on a client invoice; billing is locked.' : null;
const notSentToPayroll: Check = (f) =>
  f.payrollSubmitted ? 'It has already been sent to payroll; approval is locked.' : null;
const notOnPaidPaycheck: Check = (f) =>
  f.paycheckPaid
    ? 'Its pay is on a paid paycheck; a paid paycheck never changes, so it stays paid.'
    : null;
const signatureRequired: Check = (f) =>
  f.requiresSignature ? null : 'The client does not require a signature for approval.';
const signatureNotPending: Check = (f) =>
  f.requiresSignature
    ? 'The client requires a signature before approval: sign it first, or approve with evidence.'
    : null;
const hasEvidence: Check = (_f, e) =>
  e.type === 'timesheet.approveWithEvidence' && e.evidence
    ? null
    : 'Approval with evidence needs the evidence (for example the approving email).';
const hasReason: Check = (_f, e) =>
  e.type === 'timesheet.reject' && e.reason ? null : 'A rejection needs a reason.';
const inputsTime: Check = (_f, e) => {
  if (e.user.user_type === 'client')
    return 'Time is entered and corrected on the worker’s side; a client sees it once submitted.';
  return canInputTime(e.user)
    ? null
    : 'Your partner uses self timesheets: time is entered by the partner.';
};

/** Every guard of the chart, by capability, with its business rule in words. */
export const guardRules = {
  canEditTimesheet: {
    description:
      'Users who can input time, on the worker’s side, may edit a draft or a rejected timesheet.',
    checks: [inputsTime],
  },
  canSubmitTimesheet: {
    description: 'Users who can input time submit their timesheets.',
    checks: [capability('submit')],
  },
  canDeleteTimesheet: {
    description: 'Admins, partners or the contractor may delete time not yet signed or approved.',
    checks: [capability('delete')],
  },
  canSignTimesheet: {
    description: 'Deciders sign, and only when the client requires a signature.',
    checks: [capability('sign'), signatureRequired],
  },
  canUnsignTimesheet: {
    description: 'Deciders may withdraw a signature before approval.',
    checks: [capability('unsign')],
  },
  canApproveTimesheet: {
    description: 'Deciders approve; a client that requires a signature must sign first.',
    checks: [capability('approve'), signatureNotPending],
  },
  canApproveSignedTimesheet: {
    description: 'Deciders approve a signed timesheet.',
    checks: [capability('approve')],
  },
  canApproveWithEvidence: {
    description: 'Deciders may approve on the strength of outside evidence, which is recorded.',
    checks: [capability('approve_with_evidence'), hasEvidence],
  },
  canRejectTimesheet: {
    description: 'Deciders reject, always with a reason.',
    checks: [capability('reject'), hasReason],
  },
  canUnrejectTimesheet: {
    description: 'Admins, employers of record, clients or self-employer partners may unreject.',
    checks: [capability('unreject')],
  },
  canUnapproveTimesheet: {
    description:
      'Deciders or partners may unapprove, never once it is invoiced or sent to payroll (and never while paid).',
    checks: [capability('unapprove'), notInvoiced, notSentToPayroll],
  },
  canMarkNoBill: {
    description: 'Admins or partners mark approved time not billable, never once invoiced.',
    checks: [capability('no_bill'), notInvoiced],
  },
  canUndoNoBill: {
    description: 'Admins or partners make it billable again, never once invoiced.',
    checks: [capability('undo_no_bill'), notInvoiced],
  },
  canMarkPaid: {
    description: 'Only admins mark approved time paid.',
    checks: [capability('paid')],
  },
  canMarkUnpaid: {
    description: 'Only admins mark paid time unpaid, never while its pay is on a paid paycheck.',
    checks: [capability('unpaid'), notOnPaidPaycheck],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

/** The reasons a guard refuses; empty when it passes. */
export function guardFailures(
  name: GuardName,
  facts: TimesheetFacts,
  event: TimesheetEvent,
): string[] {
  return guardRules[name].checks
    .map((check) => check(facts, event))
    .filter((r): r is string => r !== null);
}

import { setup } from 'xstate';
import { z } from 'zod';
import { User } from '../../domain/contracts/user';
import {
  canInputTime,
  decide,
  type TimesheetAction,
} from '../../domain/policy/timesheet-decisions';
import { ActionFields } from './contract';

const body = ActionFields.shape;

/** The acting user travels in every event; the server overwrites it from the session. */
export const TimesheetEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('timesheet.edit'), user: User }),
  z.object({ type: z.literal('timesheet.submit'), user: User, location: body.location }),
  z.object({ type: z.literal('timesheet.delete'), user: User }),
  z.object({ type: z.literal('timesheet.sign'), user: User }),
  z.object({ type: z.literal('timesheet.unsign'), user: User }),
  z.object({ type: z.literal('timesheet.approve'), user: User }),
  z.object({
    type: z.literal('timesheet.approveWithEvidence'),
    user: User,
    evidence: body.evidence,
  }),
  z.object({ type: z.literal('timesheet.reject'), user: User, reason: body.reason }),
  z.object({ type: z.literal('timesheet.unreject'), user: User }),
  z.object({ type: z.literal('timesheet.unapprove'), user: User }),
  z.object({ type: z.literal('timesheet.noBill'), user: User }),
  z.object({ type: z.literal('timesheet.undoNoBill'), user: User }),
  z.object({ type: z.literal('timesheet.markPaid'), user: User }),
  z.object({ type: z.literal('timesheet.markUnpaid'), user: User }),
]);
export type TimesheetEvent = z.infer<typeof TimesheetEvent>;
export type TimesheetEventType = TimesheetEvent['type'];

/** Spec §4 action names (the API's `/actions/{action}`) to chart events. */
export const eventForAction: Record<TimesheetAction, TimesheetEventType> = {
  submit: 'timesheet.submit',
  delete: 'timesheet.delete',
  approve: 'timesheet.approve',
  approve_with_evidence: 'timesheet.approveWithEvidence',
  sign: 'timesheet.sign',
  reject: 'timesheet.reject',
  unapprove: 'timesheet.unapprove',
  unsign: 'timesheet.unsign',
  no_bill: 'timesheet.noBill',
  undo_no_bill: 'timesheet.undoNoBill',
  paid: 'timesheet.markPaid',
  unpaid: 'timesheet.markUnpaid',
  unreject: 'timesheet.unreject',
};

export const actionForEvent = Object.fromEntries(
  Object.entries(eventForAction).map(([action, event]) => [event, action]),
) as Record<TimesheetEventType, TimesheetAction | undefined>;

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

const guard =
  (name: GuardName) =>
  ({ context, event }: { context: TimesheetFacts; event: TimesheetEvent }) =>
    guardFailures(name, context, event).length === 0;

const guards = Object.fromEntries(
  (Object.keys(guardRules) as GuardName[]).map((name) => [name, guard(name)]),
) as Record<GuardName, ReturnType<typeof guard>>;

/**
 * One timesheet's approval lifecycle (spec §4, §6). Top-level states equal the DB `status`; once
 * approved, billing (billable/noBill) and payment (unpaid/paid) run as parallel regions, stored in
 * the `billing` and `paid` columns.
 */
export const timesheetWorkflow = setup({
  types: {
    context: {} as TimesheetFacts,
    events: {} as TimesheetEvent,
    input: {} as TimesheetFacts,
  },
  guards,
}).createMachine({
  id: 'timesheet',
  description:
    'The approval lifecycle of one timesheet: entry, submission, signature, approval, billing and payment.',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      description:
        'Being entered: editable by whoever can input the time; nobody can approve it yet.',
      on: {
        'timesheet.edit': {
          target: 'draft',
          guard: 'canEditTimesheet',
          description: guardRules.canEditTimesheet.description,
        },
        'timesheet.submit': {
          target: 'submitted',
          guard: 'canSubmitTimesheet',
          description: guardRules.canSubmitTimesheet.description,
        },
        'timesheet.delete': {
          target: 'deleted',
          guard: 'canDeleteTimesheet',
          description: guardRules.canDeleteTimesheet.description,
        },
      },
    },
    submitted: {
      description:
        'Waiting for a decider: signature first when the client requires one, then approval or rejection.',
      on: {
        'timesheet.sign': {
          target: 'signed',
          guard: 'canSignTimesheet',
          description: guardRules.canSignTimesheet.description,
        },
        'timesheet.approve': {
          target: 'approved',
          guard: 'canApproveTimesheet',
          description: guardRules.canApproveTimesheet.description,
        },
        'timesheet.approveWithEvidence': {
          target: 'approved',
          guard: 'canApproveWithEvidence',
          description: guardRules.canApproveWithEvidence.description,
        },
        'timesheet.reject': {
          target: 'rejected',
          guard: 'canRejectTimesheet',
          description: guardRules.canRejectTimesheet.description,
        },
        'timesheet.delete': {
          target: 'deleted',
          guard: 'canDeleteTimesheet',
          description: guardRules.canDeleteTimesheet.description,
        },
      },
    },
    signed: {
      description: 'Signed by the client; awaiting approval. It can no longer be deleted.',
      on: {
        'timesheet.approve': {
          target: 'approved',
          guard: 'canApproveSignedTimesheet',
          description: guardRules.canApproveSignedTimesheet.description,
        },
        'timesheet.approveWithEvidence': {
          target: 'approved',
          guard: 'canApproveWithEvidence',
          description: guardRules.canApproveWithEvidence.description,
        },
        'timesheet.unsign': {
          target: 'submitted',
          guard: 'canUnsignTimesheet',
          description: guardRules.canUnsignTimesheet.description,
        },
        'timesheet.reject': {
          target: 'rejected',
          guard: 'canRejectTimesheet',
          description: guardRules.canRejectTimesheet.description,
        },
      },
    },
    approved: {
      description:
        'Approved: it feeds billing and payroll. It cannot be deleted, signed or rejected.',
      type: 'parallel',
      states: {
        billing: {
          description: 'Whether the client is billed for these hours.',
          initial: 'billable',
          states: {
            billable: {
              description: 'Billable to the client.',
              on: {
                'timesheet.noBill': {
                  target: 'noBill',
                  guard: 'canMarkNoBill',
                  description: guardRules.canMarkNoBill.description,
                },
              },
            },
            noBill: {
              description: 'Not billed to the client (No Bill).',
              on: {
                'timesheet.undoNoBill': {
                  target: 'billable',
                  guard: 'canUndoNoBill',
                  description: guardRules.canUndoNoBill.description,
                },
              },
            },
          },
        },
        payment: {
          description: 'Whether the contractor has been paid for these hours.',
          initial: 'unpaid',
          states: {
            unpaid: {
              description:
                'Not yet paid; it may still be unapproved unless invoiced or sent to payroll.',
              on: {
                'timesheet.markPaid': {
                  target: 'paid',
                  guard: 'canMarkPaid',
                  description: guardRules.canMarkPaid.description,
                },
                'timesheet.unapprove': {
                  target: '#timesheet.submitted',
                  guard: 'canUnapproveTimesheet',
                  description: guardRules.canUnapproveTimesheet.description,
                },
              },
            },
            paid: {
              description: 'Paid: locked against unapproval until an admin marks it unpaid.',
              on: {
                'timesheet.markUnpaid': {
                  target: 'unpaid',
                  guard: 'canMarkUnpaid',
                  description: guardRules.canMarkUnpaid.description,
                },
              },
            },
          },
        },
      },
    },
    rejected: {
      description:
        'Rejected with a reason: the contractor corrects it (back to draft), or a decider unrejects it.',
      on: {
        'timesheet.edit': {
          target: 'draft',
          guard: 'canEditTimesheet',
          description: guardRules.canEditTimesheet.description,
        },
        'timesheet.unreject': {
          target: 'submitted',
          guard: 'canUnrejectTimesheet',
          description: guardRules.canUnrejectTimesheet.description,
        },
        'timesheet.delete': {
          target: 'deleted',
          guard: 'canDeleteTimesheet',
          description: guardRules.canDeleteTimesheet.description,
        },
      },
    },
    deleted: {
      type: 'final',
      description: 'Deleted: kept for the audit trail; nothing more can happen to it.',
    },
  },
});

import { setup } from 'xstate';
import type { TimesheetEvent } from './timesheet.events';
import { guardFailures, guardRules, type GuardName, type TimesheetFacts } from './timesheet.rules';

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

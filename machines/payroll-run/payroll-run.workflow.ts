import { setup } from 'xstate';
import type { PayrollRunEvent } from './payroll-run.events';
import {
  guardFailures,
  guardRules,
  type GuardName,
  type PayrollRunFacts,
} from './payroll-run.rules';

const guard =
  (name: GuardName) =>
  ({ context, event }: { context: PayrollRunFacts; event: PayrollRunEvent }) =>
    guardFailures(name, context, event).length === 0;

const guards = Object.fromEntries(
  (Object.keys(guardRules) as GuardName[]).map((n) => [n, guard(n)]),
) as Record<GuardName, ReturnType<typeof guard>>;

const settled = [
  { target: 'paid', guard: 'isAllPaid', description: guardRules.isAllPaid.description },
  {
    target: 'partially_paid',
    guard: 'isPartlyPaid',
    description: guardRules.isPartlyPaid.description,
  },
  { target: 'failed', guard: 'isNonePaid', description: guardRules.isNonePaid.description },
] as const;

const retry = {
  'payroll_run.retry': {
    target: 'processing',
    guard: 'canRetryRun',
    description: guardRules.canRetryRun.description,
  },
} as const;

/**
 * One payroll run (spec §4's statuses, which equal the DB `status`): drafted for a partner's pay
 * period, submitted, approved into processing (a background job writes the paychecks and starts their
 * payouts), and ended by the payouts' answers: paid, partially_paid or failed, the last two retried.
 */
export const payrollRunWorkflow = setup({
  types: {
    context: {} as PayrollRunFacts,
    events: {} as PayrollRunEvent,
    input: {} as PayrollRunFacts,
  },
  guards,
}).createMachine({
  id: 'payrollRun',
  description: 'A partner’s payroll for one pay period, from the preview to paid paychecks.',
  context: ({ input }) => input,
  initial: 'pre_draft',
  states: {
    pre_draft: {
      description: 'Drafted for a period: the preview shows each contractor’s pay and warnings.',
      on: {
        'payroll_run.submit': {
          target: 'pending',
          guard: 'canSubmitRun',
          description: guardRules.canSubmitRun.description,
        },
      },
    },
    pending: {
      description: 'Waiting for approval; the preview still follows the approved time.',
      on: {
        'payroll_run.approve': {
          target: 'processing',
          guard: 'canApproveRun',
          description: guardRules.canApproveRun.description,
        },
        'payroll_run.return': {
          target: 'pre_draft',
          guard: 'canReturnRun',
          description: guardRules.canReturnRun.description,
        },
      },
    },
    processing: {
      description:
        'Approved: paychecks are written one contractor at a time and paid out; it can no longer be changed.',
      on: {
        'payroll_run.computed': {
          target: 'processing',
          guard: 'isFirstComputation',
          description: guardRules.isFirstComputation.description,
        },
        'payroll_run.settle': [...settled],
      },
    },
    partially_paid: {
      description: 'Some payouts failed: retry them once the bank accounts are fixed.',
      on: { ...retry },
    },
    failed: {
      description: 'No payout was paid: retry them once the bank accounts are fixed.',
      on: { ...retry },
    },
    paid: { type: 'final', description: 'Every paycheck was paid out.' },
  },
});

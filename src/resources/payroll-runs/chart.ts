import { setup, type SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { payrollRunActionMeta, type PayrollRunAction } from '../../domain/policy/payroll';
import { decideAction } from '../../domain/workflow/action-meta';

const count = z.number().int().min(0);

/** The acting user travels in every event; the server overwrites it from the session (or the job's). */
export const PayrollRunEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payroll_run.submit'), user: User }),
  z.object({ type: z.literal('payroll_run.return'), user: User, reason: z.string().min(1) }),
  z.object({ type: z.literal('payroll_run.approve'), user: User }),
  /** The job wrote every paycheck and started their payouts. */
  z.object({ type: z.literal('payroll_run.computed'), user: User }),
  /** Every payout has an answer: how many were paid and how many failed. */
  z.object({ type: z.literal('payroll_run.settle'), user: User, paid: count, failed: count }),
  z.object({ type: z.literal('payroll_run.retry'), user: User }),
]);
export type PayrollRunEvent = z.infer<typeof PayrollRunEvent>;
export type PayrollRunEventType = PayrollRunEvent['type'];

export const eventForAction: Record<PayrollRunAction, PayrollRunEventType> = {
  submit: 'payroll_run.submit',
  return: 'payroll_run.return',
  approve: 'payroll_run.approve',
  retry: 'payroll_run.retry',
};

/** Facts of the stored run that the rules read; JSON-serialisable. */
export interface PayrollRunFacts {
  /** Contractors with approved, unpaid pay in the period (the preview's lines). */
  lines: number;
  /** The job has written every paycheck (the `computed` event). */
  computed: boolean;
  /** Paychecks whose payout failed. */
  failedPaychecks: number;
  /** The run needs a second approver: whoever submitted it may not approve it (four eyes). */
  requiresSecondApprover: boolean;
  /** Who last submitted it for approval; null before. */
  submittedBy: string | null;
}

type Check = (facts: PayrollRunFacts, event: PayrollRunEvent) => string | null;

const may =
  (action: PayrollRunAction): Check =>
  (_f, e) => {
    const d = decideAction(payrollRunActionMeta[action], e.user);
    return d.allowed ? null : d.reason;
  };
const somethingToPay: Check = (f) =>
  f.lines > 0 ? null : 'There is no approved, unpaid pay in this period.';
const notComputed: Check = (f) => (f.computed ? 'The paychecks are written already.' : null);
const computed: Check = (f) => (f.computed ? null : 'The paychecks are still being written.');
const settle = (e: PayrollRunEvent) => (e.type === 'payroll_run.settle' ? e : null);
const allPaid: Check = (_f, e) => {
  const s = settle(e);
  return s && s.failed === 0 && s.paid > 0 ? null : 'Not every payout was paid.';
};
const somePaid: Check = (_f, e) => {
  const s = settle(e);
  return s && s.failed > 0 && s.paid > 0 ? null : 'Not a mix of paid and failed payouts.';
};
const nonePaid: Check = (_f, e) => {
  const s = settle(e);
  return s && s.paid === 0 ? null : 'Some payouts were paid.';
};
const secondApprover: Check = (f, e) =>
  f.requiresSecondApprover && f.submittedBy !== null && f.submittedBy === e.user.id
    ? 'You submitted this run: a second approver approves it.'
    : null;
const failures: Check = (f) => (f.failedPaychecks > 0 ? null : 'No payout of this run has failed.');

/** Every guard of the chart, by capability, with its business rule in words. */
export const guardRules = {
  canSubmitRun: {
    description: 'Payroll managers submit a run whose period has approved, unpaid pay.',
    checks: [may('submit'), somethingToPay],
  },
  canReturnRun: {
    description: 'Payroll managers send a pending run back to draft, with a reason.',
    checks: [may('return')],
  },
  canApproveRun: {
    description:
      'Payroll managers approve a pending run with approved, unpaid pay (not its submitter when it needs a second approver): the paychecks are written and paid out in the background.',
    checks: [may('approve'), somethingToPay, secondApprover],
  },
  isFirstComputation: {
    description: 'The job reports its paychecks written once.',
    checks: [notComputed],
  },
  isAllPaid: { description: 'Every payout was paid.', checks: [computed, allPaid] },
  isPartlyPaid: {
    description: 'Some payouts were paid and some failed.',
    checks: [computed, somePaid],
  },
  isNonePaid: { description: 'No payout was paid.', checks: [computed, nonePaid] },
  canRetryRun: {
    description: 'Payroll managers retry the failed payouts of a run (a new transfer each).',
    checks: [may('retry'), failures],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

export function guardFailures(
  name: GuardName,
  facts: PayrollRunFacts,
  event: PayrollRunEvent,
): string[] {
  return guardRules[name].checks.map((c) => c(facts, event)).filter((r): r is string => r !== null);
}

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

export const payrollRunStatuses = [
  'pre_draft',
  'pending',
  'processing',
  'paid',
  'partially_paid',
  'failed',
] as const;
export type PayrollRunStatus = (typeof payrollRunStatuses)[number];

export interface PayrollRunStored {
  status: PayrollRunStatus;
}
export type PayrollRunSubject = WorkflowSubject<PayrollRunStored, PayrollRunFacts>;

/** The payroll run lifecycle as the workflow kit reads it: one definition for browser and server. */
export const payrollRunDefinition = defineWorkflow<
  PayrollRunStored,
  PayrollRunFacts,
  PayrollRunAction,
  PayrollRunEvent
>({
  name: 'payroll_run',
  plural: 'payroll runs',
  chart: payrollRunWorkflow,
  actions: payrollRunActionMeta,
  eventFor: (action, user, texts) =>
    (action === 'return'
      ? { type: eventForAction[action], user, reason: texts.reason ?? '' }
      : { type: eventForAction[action], user }) as PayrollRunEvent,
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({
    status: (snapshot as SnapshotFrom<typeof payrollRunWorkflow>).value as PayrollRunStatus,
  }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
  guards: Object.fromEntries(Object.entries(guardRules).map(([k, v]) => [k, v.description])),
});

/** What the chart reads of a run as the API sends it. */
export const subjectOfPayrollRun = (r: {
  status: PayrollRunStatus;
  preview_lines: number;
  computed: boolean;
  failed_paychecks: number;
  requires_second_approver: boolean;
  submitted_by: string | null;
}): PayrollRunSubject => ({
  stored: { status: r.status },
  facts: {
    lines: r.preview_lines,
    computed: r.computed,
    failedPaychecks: r.failed_paychecks,
    requiresSecondApprover: r.requires_second_approver,
    submittedBy: r.submitted_by,
  },
});

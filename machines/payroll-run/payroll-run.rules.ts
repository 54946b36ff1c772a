import { payrollRunActionMeta, type PayrollRunAction } from '../../src/domain/policy/payroll';
import { decideAction } from '../../src/domain/workflow/action-meta';
import type { PayrollRunEvent } from './payroll-run.events';

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

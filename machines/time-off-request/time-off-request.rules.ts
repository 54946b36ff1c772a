import { timeOffActionMeta, type TimeOffAction } from '../../src/domain/policy/pto';
import { overBalance } from '../../src/domain/pto/vocabulary';
import { capabilityCheck, type Check, type GuardRule } from '../kit/rules';
import type { TimeOffRequestEvent } from './time-off-request.events';

/** What the guards read of a stored request beyond its status; JSON-serialisable. */
export interface TimeOffFacts {
  requested_by_user_id: string | null;
  /** Its first day has come (the server's today). */
  started: boolean;
  hours_hundredths: number;
  /** The balance's available hours now: approval deducts from it. */
  available_hundredths: number;
}

type TimeOffCheck = Check<TimeOffFacts, TimeOffRequestEvent>;
const may = (action: TimeOffAction) =>
  capabilityCheck<TimeOffFacts, TimeOffRequestEvent>(timeOffActionMeta[action]);

const hasReason: TimeOffCheck = (_f, e) =>
  'reason' in e && e.reason ? null : 'It needs a reason.';
const requester: TimeOffCheck = (f, e) =>
  f.requested_by_user_id === e.user.id
    ? null
    : 'Only the one who requested it may change or cancel it.';
const notStarted: TimeOffCheck = (f) =>
  f.started ? 'It has started: time already taken is not cancelled.' : null;
const withinBalance: TimeOffCheck = (f) => overBalance(f.hours_hundredths, f.available_hundredths);

/** Every guard of the chart, by capability, with its business rule in words. */
export const timeOffRules = {
  canEditTimeOff: {
    description: 'The one who requested it may change it while it waits for a decision.',
    checks: [requester],
  },
  canApproveTimeOff: {
    description: 'A decider approves it when the balance holds the hours; approval deducts them.',
    checks: [may('approve'), withinBalance],
  },
  canRejectTimeOff: {
    description: 'A decider rejects it, always with a reason.',
    checks: [may('reject'), hasReason],
  },
  canCancelTimeOff: {
    description:
      'The one who requested it cancels it before its first day; approved hours return to the balance.',
    checks: [may('cancel'), requester, notStarted],
  },
} satisfies Record<string, GuardRule<TimeOffFacts, TimeOffRequestEvent>>;

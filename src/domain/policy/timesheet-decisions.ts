import type { User } from '../contracts/user';
import {
  canDecideTimesheets,
  canInputTime,
  canMarkTimesheetPaid,
  canNoBillTimesheets,
  canUnapproveTimesheets,
  canSeeApprovals,
  canSensitive,
  canUnrejectTimesheets,
  isAdmin,
  isAdminLike,
  isContractor,
  isPartner,
  isSalesPartner,
} from './capabilities';

/** The spec §4 timesheet actions, plus the workflow's own submit and reject. */
export const timesheetActions = [
  'submit',
  'delete',
  'approve',
  'approve_with_evidence',
  'sign',
  'reject',
  'unapprove',
  'unsign',
  'no_bill',
  'undo_no_bill',
  'paid',
  'unpaid',
  'unreject',
] as const;
export type TimesheetAction = (typeof timesheetActions)[number];

export const actionLabels: Record<TimesheetAction, string> = {
  submit: 'Submit',
  delete: 'Delete',
  approve: 'Approve',
  approve_with_evidence: 'Approve with evidence',
  sign: 'Sign',
  reject: 'Reject',
  unapprove: 'Unapprove',
  unsign: 'Unsign',
  no_bill: 'No Bill',
  undo_no_bill: 'Undo No Bill',
  paid: 'Mark Paid',
  unpaid: 'Mark Unpaid',
  unreject: 'Unreject',
};

export interface Decision {
  allowed: boolean;
  /** Why this user may or may not, in words. */
  reason: string;
  /** Who could do it (for "why is this unavailable"). */
  who: string;
}

/** Spec §6 predicates live in capabilities.ts; this file adds the words for each decision. */
export { canDecideTimesheets as isTimesheetDecider, canInputTime } from './capabilities';

const DECIDERS = 'clients, employers of record, admins, or partners that are self-timesheet, self-funded, self-employer or self-approve';

interface Rule {
  test: (u: User) => boolean;
  who: string;
}

const rules: Record<TimesheetAction, Rule> = {
  submit: { test: (u) => !isSalesPartner(u) && canInputTime(u), who: 'users who can input time (not when the partner uses self timesheets)' },
  delete: { test: (u) => isAdmin(u) || isPartner(u) || isContractor(u), who: 'admins, partners, or the contractor who entered the time' },
  approve: { test: canDecideTimesheets, who: DECIDERS },
  approve_with_evidence: { test: canDecideTimesheets, who: DECIDERS },
  sign: { test: canDecideTimesheets, who: DECIDERS },
  reject: { test: canDecideTimesheets, who: DECIDERS },
  unsign: { test: canDecideTimesheets, who: DECIDERS },
  unapprove: { test: canUnapproveTimesheets, who: `${DECIDERS}; or any partner` },
  no_bill: { test: canNoBillTimesheets, who: 'admins, employers of record or partners' },
  undo_no_bill: { test: canNoBillTimesheets, who: 'admins, employers of record or partners' },
  paid: { test: canMarkTimesheetPaid, who: 'admins' },
  unpaid: { test: canMarkTimesheetPaid, who: 'admins' },
  unreject: { test: canUnrejectTimesheets, who: 'admins, employers of record, clients, or self-employer partners' },
};

function describeUser(u: User): string {
  if (isPartner(u)) return `a partner (${u.partner?.entity_name ?? 'unknown'}) without those settings`;
  return `a ${u.user_type.replace('_', ' ')}`;
}

/** Spec §6 exactly: whether this user may ever take the action, independent of the timesheet's state. */
export function decide(action: TimesheetAction, u: User): Decision {
  const rule = rules[action];
  const allowed = rule.test(u);
  const label = actionLabels[action];
  return {
    allowed,
    reason: allowed ? `${label} is open to ${rule.who}.` : `${label} is only for ${rule.who}; you are ${describeUser(u)}.`,
    who: rule.who,
  };
}

/**
 * Who may have a signed approval link mailed to a timesheet's approver (the link itself only ever
 * reaches the approver's mailbox). The staffing side chases its clients' sign-off: admin-like users,
 * and partner staff who see the approvals queue and answer for pay and bill (owner, manager, finance,
 * admin). Recruiters see the queue but do not own that money conversation, time_sheet_only users only
 * enter time, clients decide themselves rather than forward, and the contractor whose hours they are is
 * the party being approved: submitting already puts the timesheet in the approver's queue, and letting
 * a worker trigger mail from the platform into a client's mailbox would be a nuisance channel.
 */
export const canRequestApproval = (u: User) => isAdminLike(u) || (isPartner(u) && canSeeApprovals(u) && canSensitive(u));

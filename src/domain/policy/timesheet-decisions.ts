import type { User } from '../contracts/user';

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

const isAdmin = (u: User) => u.user_type === 'admin';
const isPartner = (u: User) => u.user_type === 'partner';
const partnerFlags = (u: User) => (isPartner(u) ? u.partner : null);

/** Partners that run their own approvals: self-timesheet, self-funded, self-employer or self-approve. */
export function isDecidingPartner(u: User): boolean {
  const p = partnerFlags(u);
  return Boolean(p && (p.self_time_sheets || p.self_funded || p.self_employer || p.self_approve));
}

/** Spec §6: timesheet deciders are client, eor, admin, or deciding partners. */
export function isTimesheetDecider(u: User): boolean {
  return u.user_type === 'client' || u.user_type === 'eor' || isAdmin(u) || isDecidingPartner(u);
}

/** Spec §6 canInputTime: true unless the partner uses self timesheets. */
export function canInputTime(u: User): boolean {
  const partner = u.partner ?? u.contractor?.partner ?? null;
  return !partner?.self_time_sheets;
}

const DECIDERS = 'clients, employers of record, admins, or partners that are self-timesheet, self-funded, self-employer or self-approve';

interface Rule {
  test: (u: User) => boolean;
  who: string;
}

const rules: Record<TimesheetAction, Rule> = {
  submit: { test: (u) => u.user_type !== 'sales_partner' && canInputTime(u), who: 'users who can input time (not when the partner uses self timesheets)' },
  delete: { test: (u) => isAdmin(u) || isPartner(u) || u.user_type === 'contractor', who: 'admins, partners, or the contractor who entered the time' },
  approve: { test: isTimesheetDecider, who: DECIDERS },
  approve_with_evidence: { test: isTimesheetDecider, who: DECIDERS },
  sign: { test: isTimesheetDecider, who: DECIDERS },
  reject: { test: isTimesheetDecider, who: DECIDERS },
  unsign: { test: isTimesheetDecider, who: DECIDERS },
  unapprove: { test: (u) => isTimesheetDecider(u) || isPartner(u), who: `${DECIDERS}; or any partner` },
  no_bill: { test: (u) => isAdmin(u) || isPartner(u), who: 'admins or partners' },
  undo_no_bill: { test: (u) => isAdmin(u) || isPartner(u), who: 'admins or partners' },
  paid: { test: isAdmin, who: 'admins' },
  unpaid: { test: isAdmin, who: 'admins' },
  unreject: {
    test: (u) => isAdmin(u) || u.user_type === 'eor' || u.user_type === 'client' || Boolean(partnerFlags(u)?.self_employer),
    who: 'admins, employers of record, clients, or self-employer partners',
  },
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

import { decideAction, type ActionMeta, type Decision } from '../workflow/action-meta';
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
  isClient,
  isContractor,
  isPartner,
  isSalesPartner,
  type Subject,
} from './capabilities';

export type { Decision };

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

/** Spec §6 predicates live in capabilities.ts; this file adds the words for each decision. */
export { canDecideTimesheets as isTimesheetDecider, canInputTime } from './capabilities';

const DECIDERS =
  'clients, employers of record, admins, or partners that are self-timesheet, self-funded, self-employer or self-approve';
const NO_BILLERS = 'admins, employers of record or partners';

type Rule = Pick<ActionMeta, 'may' | 'who' | 'needs' | 'confirm' | 'tone'>;

const rules: Record<TimesheetAction, Rule> = {
  // Drafts are the worker's own (a client sees time once submitted), so time is entered on the worker's side.
  submit: {
    may: (u) => !isSalesPartner(u) && !isClient(u) && canInputTime(u),
    who: 'users who can input time on the worker’s side: not clients, nor when the partner uses self timesheets',
    tone: 'primary',
  },
  delete: {
    may: (u) => isAdmin(u) || isPartner(u) || isContractor(u),
    who: 'admins, partners, or the contractor who entered the time',
    tone: 'danger',
    confirm: true,
  },
  approve: { may: canDecideTimesheets, who: DECIDERS, tone: 'primary' },
  approve_with_evidence: {
    may: canDecideTimesheets,
    who: DECIDERS,
    tone: 'primary',
    needs: 'evidence',
  },
  sign: { may: canDecideTimesheets, who: DECIDERS, tone: 'primary' },
  reject: { may: canDecideTimesheets, who: DECIDERS, tone: 'danger', needs: 'reason' },
  unsign: { may: canDecideTimesheets, who: DECIDERS, tone: 'neutral', confirm: true },
  unapprove: {
    may: canUnapproveTimesheets,
    who: `${DECIDERS}; or any partner`,
    tone: 'neutral',
    confirm: true,
  },
  no_bill: { may: canNoBillTimesheets, who: NO_BILLERS, tone: 'neutral', confirm: true },
  undo_no_bill: { may: canNoBillTimesheets, who: NO_BILLERS, tone: 'neutral' },
  paid: { may: canMarkTimesheetPaid, who: 'admins', tone: 'primary' },
  unpaid: { may: canMarkTimesheetPaid, who: 'admins', tone: 'neutral', confirm: true },
  unreject: {
    may: canUnrejectTimesheets,
    who: 'admins, employers of record, clients, or self-employer partners',
    tone: 'neutral',
  },
};

/** Every timesheet action's button, dialog and spec §6 rule: the browser and the server read the same. */
export const timesheetActionMeta = Object.fromEntries(
  timesheetActions.map((action) => [action, { label: actionLabels[action], ...rules[action] }]),
) as Record<TimesheetAction, ActionMeta>;

/** Spec §6 exactly: whether this user may ever take the action, independent of the timesheet's state. */
export const decide = (action: TimesheetAction, u: Subject): Decision =>
  decideAction(timesheetActionMeta[action], u);

/**
 * Who may have a signed approval link mailed to a timesheet's approver (the link itself only ever
 * reaches the approver's mailbox). The staffing side chases its clients' sign-off: admin-like users,
 * and partner staff who see the approvals queue and answer for pay and bill (owner, manager, finance,
 * admin). Recruiters see the queue but do not own that money conversation, time_sheet_only users only
 * enter time, clients decide themselves rather than forward, and the contractor whose hours they are is
 * the party being approved: submitting already puts the timesheet in the approver's queue, and letting
 * a worker trigger mail from the platform into a client's mailbox would be a nuisance channel.
 */
export const canRequestApproval = (u: Subject) =>
  isAdminLike(u) || (isPartner(u) && canSeeApprovals(u) && canSensitive(u));

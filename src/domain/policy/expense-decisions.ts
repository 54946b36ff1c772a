import { decideAction, type ActionMeta, type Decision } from '../workflow/action-meta';
import {
  canDecideTimesheets,
  canInputTime,
  canSeeExpenses,
  isAdmin,
  isClient,
  isContractor,
  isEmployer,
  isEor,
  isPartner,
  type Subject,
} from './capabilities';

/** Spec §2: a contractor who needs W-2 onboarding and can input time keeps expenses. */
export const isExpenseContractor = (u: Subject) =>
  isContractor(u) && Boolean(u.contractor?.requires_w2_onboard) && canInputTime(u);

/**
 * Who opens /expenses (spec §2's menu): admins; clients (their company's expenses, which they decide
 * like timesheets); EOR and partner staff whose role sees expenses (spec §6 canSeeExpenses:
 * payroll roles plus recruiter_sourcer); the W-2 contractor who can input time (its own).
 */
export const canOpenExpenses = (u: Subject) =>
  isAdmin(u) ||
  isClient(u) ||
  isExpenseContractor(u) ||
  ((isPartner(u) || isEor(u)) && canSeeExpenses(u));

/** Who writes expenses: the contractor, or staff entering one for a contractor (never clients). */
export const canEnterExpenses = (u: Subject) =>
  isExpenseContractor(u) || isAdmin(u) || ((isPartner(u) || isEor(u)) && canSeeExpenses(u));

/**
 * Deciders are the timesheet deciders of spec §6 (client, EOR, admin, or a partner that is
 * self-timesheet, self-funded, self-employer or self-approve): an expense is billed to the same
 * client and paid through the same payroll as the hours it goes with.
 */
export const canDecideExpenses = canDecideTimesheets;

/** Reviewing (spec §3 `reviewed`) is the staffing side's check before a decider decides. */
export const canReviewExpenses = (u: Subject) =>
  canDecideExpenses(u) || ((isPartner(u) || isEor(u)) && canSeeExpenses(u));

/**
 * Receipts are added by the contractor while the expense is still its own to change or wait on
 * (draft, submitted, rejected), and by employers (spec §6: admin or self-employer partner) at any time.
 */
export const canAddReceipt = (u: Subject, status: string) =>
  isEmployer(u) || (isExpenseContractor(u) && ['draft', 'submitted', 'rejected'].includes(status));

export const expenseActions = [
  'submit',
  'review',
  'approve',
  'reject',
  'unapprove',
  'mark_billed',
  'paid',
] as const;
export type ExpenseAction = (typeof expenseActions)[number];

const DECIDERS =
  'clients, employers of record, admins, or partners that are self-timesheet, self-funded, self-employer or self-approve';
const ENTRANTS =
  'the W-2 contractor who can input time, admins, or partner and EOR staff who see expenses';

const meta: Record<ExpenseAction, ActionMeta> = {
  submit: { label: 'Submit', may: canEnterExpenses, who: ENTRANTS, tone: 'primary' },
  review: {
    label: 'Mark reviewed',
    may: canReviewExpenses,
    who: `${DECIDERS}; or partner and EOR staff who see expenses`,
    tone: 'neutral',
  },
  approve: { label: 'Approve', may: canDecideExpenses, who: DECIDERS, tone: 'primary' },
  reject: {
    label: 'Reject',
    may: canDecideExpenses,
    who: DECIDERS,
    tone: 'danger',
    needs: 'reason',
  },
  unapprove: {
    label: 'Unapprove',
    may: canDecideExpenses,
    who: DECIDERS,
    tone: 'neutral',
    confirm: true,
  },
  // Billing and payroll set these when they take an approved expense; by hand only an admin may.
  mark_billed: {
    label: 'Mark Billed',
    may: isAdmin,
    who: 'admins (billing)',
    tone: 'neutral',
    confirm: true,
  },
  paid: { label: 'Mark Paid', may: isAdmin, who: 'admins (payroll)', tone: 'primary' },
};

/** Every expense action's button, dialog and spec §6 rule: the browser and the server read the same. */
export const expenseActionMeta: Readonly<Record<ExpenseAction, ActionMeta>> = meta;

/** Whether this user may ever take the action, independent of the expense's state. */
export const decideExpense = (action: ExpenseAction, u: Subject): Decision =>
  decideAction(expenseActionMeta[action], u);

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
} from '../../domain/policy/capabilities';

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

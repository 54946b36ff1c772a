import type { ActionMeta } from '../workflow/action-meta';
import {
  canSeePayroll,
  isAdmin,
  isContractor,
  isEor,
  isPartner,
  type Subject,
} from './capabilities';

const hasRole = (u: Subject, roles: readonly string[]) => u.role !== null && roles.includes(u.role);

/**
 * Who opens payroll runs and every partner's paychecks: admins, and partner staff spec §6's
 * canSeePayroll allows (owner, manager, finance, admin, recruiter, recruiter_payroll).
 */
export const canSeePayrollRuns = (u: Subject) => isAdmin(u) || (isPartner(u) && canSeePayroll(u));

/**
 * Who keeps payroll settings, creates, submits and approves runs and keeps deductions: money leaves
 * the partner's account, so the strictest sensible reading of §6: admins and the partner's owner,
 * admin and finance users (managers and recruiters see payroll but do not move money).
 */
export const canRunPayroll = (u: Subject) =>
  isAdmin(u) || (isPartner(u) && hasRole(u, ['owner', 'admin', 'finance']));

/**
 * Paychecks: payroll's viewers, employers of record with canSeePayroll (spec §2 gives them the
 * Paychecks menu item; payroll runs are partners', so they see none yet), and a contractor their own
 * (spec §2: Paychecks as a top item).
 */
export const canSeePaychecks = (u: Subject) =>
  canSeePayrollRuns(u) || (isEor(u) && canSeePayroll(u)) || isContractor(u);

export const payrollRunActions = ['submit', 'return', 'approve', 'retry'] as const;
export type PayrollRunAction = (typeof payrollRunActions)[number];

export const payrollRunActionMeta: Record<PayrollRunAction, ActionMeta> = {
  submit: {
    label: 'Submit for approval',
    tone: 'primary',
    who: 'admins and partner owners, admins and finance users',
    may: canRunPayroll,
  },
  return: {
    label: 'Return to draft',
    tone: 'neutral',
    needs: 'reason',
    who: 'admins and partner owners, admins and finance users',
    may: canRunPayroll,
  },
  approve: {
    label: 'Approve',
    tone: 'primary',
    confirm: true,
    who: 'admins and partner owners, admins and finance users',
    may: canRunPayroll,
  },
  retry: {
    label: 'Retry failed payouts',
    tone: 'primary',
    who: 'admins and partner owners, admins and finance users',
    may: canRunPayroll,
  },
};

import {
  canSeePayroll,
  isAdmin,
  isContractor,
  isEor,
  isPartner,
  type Subject,
} from './capabilities';

/**
 * Payroll configuration (funding accounts, employer tax registrations, GSA rates, paid holidays,
 * benefit plans) belongs to the employer: a partner or an EOR. Spec §6 names no matrix for it, so it
 * follows canSeePayroll to read, and the roles that hold the company's money to change it.
 */
const CONFIG_ROLES = ['owner', 'admin', 'finance'] as const;
const isEmployerStaff = (user: Subject) => isPartner(user) || isEor(user);

/** Reads the employer's payroll configuration: admins, and partner or EOR staff who see payroll. */
export const canSeePayrollConfig = (user: Subject) =>
  isAdmin(user) || (isEmployerStaff(user) && canSeePayroll(user));

/** Changes it: admins, and partner or EOR owners, admins and finance staff. */
export const canManagePayrollConfig = (user: Subject) =>
  isAdmin(user) ||
  (isEmployerStaff(user) &&
    user.role !== null &&
    (CONFIG_ROLES as readonly string[]).includes(user.role));

/** Funding bank accounts are read and changed only by those who manage the configuration. */
export const canSeePayrollBankAccounts = canManagePayrollConfig;

/** Workers' comp codes are the platform's list, loaded by every signed-in user; admins keep it. */
export const canManageWorkersCompCodes = isAdmin;

/** Benefits: the employer's payroll staff, and a contractor its own enrollments and dependents. */
export const canSeeBenefits = (user: Subject) => canSeePayrollConfig(user) || isContractor(user);
/** Enrolling a worker in a plan: those who manage the configuration. */
export const canManageBenefits = canManagePayrollConfig;
/** A dependent is added by the contractor it belongs to, or by those who manage benefits. */
export const canAddDependents = (user: Subject) => canManageBenefits(user) || isContractor(user);

import { canSeeBill, canSeePayroll, canSeeTransactions, isContractor, type Subject } from '../policy/capabilities';

/** Spec §2 Finance › Invoices: users with bill visibility, never contractors. */
export const canSeeInvoices = (u: Subject) => !isContractor(u) && canSeeBill(u);
/** Spec §6: transactions (and their items) are visible to employers (admins and self-employer partners). */
export { canSeeTransactions };
/** /bills, what the agency owes its workers (pay transactions): those who see payroll. */
export const canSeeBills = (u: Subject) => canSeePayroll(u);

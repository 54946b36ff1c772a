import { z } from 'zod';
import { jobClassifications } from '../jobs/classifications';
import { userRoles, userTypes } from '../users/kinds';

export { userRoles, userTypes };

export const UserType = z.enum(userTypes);
export type UserType = z.infer<typeof UserType>;

export const UserRole = z.enum(userRoles);
export type UserRole = z.infer<typeof UserRole>;

export { jobClassifications };
export const JobClassification = z.enum(jobClassifications);
export type JobClassification = z.infer<typeof JobClassification>;
export const employeeJobClassifications: readonly JobClassification[] = [
  'w-2',
  'international_eor',
  'canada_t4',
];
export const contractorJobClassifications: readonly JobClassification[] = [
  'independent_contractor',
  'international_ic',
];

export const screeningTypes = [
  'background_check',
  'drug_test',
  'training',
  'health_check',
] as const;
export const expenseTypes = [
  'reimbursement',
  'reimbursement_taxable',
  'stipend',
  'bonus',
  'ic_expense',
  'milestone',
  'fixed',
  'commission',
] as const;
export { reviewStatuses } from '../../resources/reviews/query';
export const payrollFrequencies = ['weekly', 'biweekly', 'monthly'] as const;
export const appModes = ['local', 'sandbox', 'production'] as const;
export const AppMode = z.enum(appModes);
export type AppMode = z.infer<typeof AppMode>;

import { defineManifest } from '../../../machines/kit/resource-manifest';

export const payrollBankAccounts = defineManifest({ name: 'payroll-bank-accounts' });

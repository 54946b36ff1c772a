import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/not-available-yet';

export const Route = createFileRoute('/_shell/payroll_bank_accounts')({
  staticData: { placeholder: true },
  component: NotAvailableYet,
});

import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/payroll_bank_accounts')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireLinkAccess(args),
  component: () => <ShellPage path="/payroll_bank_accounts" />,
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { canManagePayoutMethods } from '../../domain/policy/bank-methods';
import { BankMethodsView } from '../features/bank-methods/bank-methods-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/payout_methods')({
  beforeLoad: async (args) => {
    const { user } = await requireLinkAccess(args);
    if (!canManagePayoutMethods(user)) throw redirect({ to: '/404' });
  },
  component: () => (
    <ShellPage path="/payout_methods">
      <BankMethodsView kind="payout" />
    </ShellPage>
  ),
});

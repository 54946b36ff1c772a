import { createFileRoute, redirect } from '@tanstack/react-router';
import { canManagePaymentMethods } from '../../domain/policy/bank-methods';
import { BankMethodsView } from '../features/bank-methods/bank-methods-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/payment_methods')({
  beforeLoad: async (args) => {
    const { user } = await requireLinkAccess(args);
    if (!canManagePaymentMethods(user)) throw redirect({ to: '/404' });
  },
  component: () => (
    <ShellPage path="/payment_methods">
      <BankMethodsView kind="payment" />
    </ShellPage>
  ),
});

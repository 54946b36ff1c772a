import { createFileRoute } from '@tanstack/react-router';
import { BankMethodsView } from '../../features/bank-methods/bank-methods-view';

export const Route = createFileRoute('/_shell/payment_methods')({
  component: () => <BankMethodsView kind="payment" />,
});

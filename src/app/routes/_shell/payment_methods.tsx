import { createFileRoute } from '@tanstack/react-router';
import { BankMethodsView } from '../../../resources/bank-methods/pages';

export const Route = createFileRoute('/_shell/payment_methods')({
  component: () => <BankMethodsView kind="payment" />,
});

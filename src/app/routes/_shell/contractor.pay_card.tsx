import { createFileRoute } from '@tanstack/react-router';
import { BankMethodsView } from '../../features/bank-methods/bank-methods-view';

export const Route = createFileRoute('/_shell/contractor/pay_card')({
  component: () => <BankMethodsView kind="pay_card" />,
});

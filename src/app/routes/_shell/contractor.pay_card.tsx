import { createFileRoute } from '@tanstack/react-router';
import { BankMethodsView } from '../../../resources/bank-methods/pages';

export const Route = createFileRoute('/_shell/contractor/pay_card')({
  component: () => <BankMethodsView kind="pay_card" />,
});

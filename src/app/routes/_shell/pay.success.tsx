import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { PaySuccessView } from '../../../resources/payments/pay-view';

export const Route = createFileRoute('/_shell/pay/success')({
  validateSearch: (raw: RawSearch): { payment?: string } => ({ payment: uuid(raw.payment) }),
  component: function PaySuccess() {
    const { payment } = Route.useSearch();
    return payment ? <PaySuccessView paymentId={payment} /> : <p>No payment to show.</p>;
  },
});

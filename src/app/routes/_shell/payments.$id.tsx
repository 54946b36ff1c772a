import { createFileRoute } from '@tanstack/react-router';
import { PaymentDetailView } from '../../features/payments/payments-pages';

export const Route = createFileRoute('/_shell/payments/$id')({
  component: function PaymentDetail() {
    return <PaymentDetailView id={Route.useParams().id} />;
  },
});

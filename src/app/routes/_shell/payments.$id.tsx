import { createFileRoute } from '@tanstack/react-router';
import { PaymentDetailView } from '../../../resources/payments/pages';

export const Route = createFileRoute('/_shell/payments/$id')({
  component: function PaymentDetail() {
    return <PaymentDetailView id={Route.useParams().id} />;
  },
});

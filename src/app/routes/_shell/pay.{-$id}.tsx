import { createFileRoute } from '@tanstack/react-router';
import { PayView } from '../../../resources/payments/pay-view';

export const Route = createFileRoute('/_shell/pay/{-$id}')({
  component: function Pay() {
    const { id } = Route.useParams();
    return <PayView key={id ?? 'any'} invoiceId={id ?? null} />;
  },
});

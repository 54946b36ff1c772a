import { createFileRoute } from '@tanstack/react-router';
import { TransactionDetailView } from '../../../resources/transactions/transaction-detail';

export const Route = createFileRoute('/_shell/transactions/$id')({
  component: function Transaction() {
    return <TransactionDetailView id={Route.useParams().id} />;
  },
});

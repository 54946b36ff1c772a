import { createFileRoute } from '@tanstack/react-router';
import { SalesTaxDetailView } from '../../features/transactions/transactions-pages';

export const Route = createFileRoute('/_shell/sales_taxes/$id')({
  component: function SalesTaxDetail() {
    return <SalesTaxDetailView id={Route.useParams().id} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { SalesTaxDetailView } from '../../../resources/sales-taxes/pages';

export const Route = createFileRoute('/_shell/sales_taxes/$id')({
  component: function SalesTaxDetail() {
    return <SalesTaxDetailView id={Route.useParams().id} />;
  },
});

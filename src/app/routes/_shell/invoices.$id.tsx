import { createFileRoute } from '@tanstack/react-router';
import { InvoiceDetailView } from '../../../resources/invoices/pages';

export const Route = createFileRoute('/_shell/invoices/$id')({
  component: function InvoiceDetail() {
    return <InvoiceDetailView id={Route.useParams().id} />;
  },
});

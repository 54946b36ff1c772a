import { createFileRoute } from '@tanstack/react-router';
import { SalesPartnerDetailView } from '../../features/sales-partners/sales-partners-pages';

export const Route = createFileRoute('/_shell/sales_partners/$id')({
  component: function SalesPartnerDetail() {
    return <SalesPartnerDetailView id={Route.useParams().id} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { PartnerDetailView } from '../../features/partners/partners-pages';

export const Route = createFileRoute('/_shell/partners/$id')({
  component: function PartnerDetail() {
    return <PartnerDetailView id={Route.useParams().id} />;
  },
});

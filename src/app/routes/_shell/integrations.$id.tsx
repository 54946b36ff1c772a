import { createFileRoute } from '@tanstack/react-router';
import { IntegrationDetailPage } from '../../../resources/integrations/detail';

export const Route = createFileRoute('/_shell/integrations/$id')({
  component: function IntegrationDetailRoute() {
    const { id } = Route.useParams();
    return <IntegrationDetailPage key={id} id={id} />;
  },
});

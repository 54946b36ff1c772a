import { createFileRoute } from '@tanstack/react-router';
import { DistributionDetailView } from '../../../resources/distributions/pages';

export const Route = createFileRoute('/_shell/distributions/$id')({
  component: function DistributionDetail() {
    return <DistributionDetailView id={Route.useParams().id} />;
  },
});

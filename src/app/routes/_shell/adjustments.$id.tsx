import { createFileRoute } from '@tanstack/react-router';
import { AdjustmentDetailView } from '../../../resources/adjustments/pages';

export const Route = createFileRoute('/_shell/adjustments/$id')({
  component: function AdjustmentDetail() {
    return <AdjustmentDetailView id={Route.useParams().id} />;
  },
});

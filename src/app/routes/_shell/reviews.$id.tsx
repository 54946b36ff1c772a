import { createFileRoute } from '@tanstack/react-router';
import { ReviewDetailView } from '../../../resources/reviews/pages';

export const Route = createFileRoute('/_shell/reviews/$id')({
  component: function ReviewDetail() {
    return <ReviewDetailView id={Route.useParams().id} />;
  },
});

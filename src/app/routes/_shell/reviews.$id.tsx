import { createFileRoute } from '@tanstack/react-router';
import { reviewsForm } from '../../../domain/resources/reviews-form';
import { ReviewDetailView } from '../../features/reviews/reviews-pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/reviews/$id')({
  component: function ReviewDetail() {
    const { user } = useShell();
    return <ReviewDetailView id={Route.useParams().id} editable={Boolean(user && reviewsForm.may.update(user))} />;
  },
});

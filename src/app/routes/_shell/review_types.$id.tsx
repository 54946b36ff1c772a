import { createFileRoute } from '@tanstack/react-router';
import { reviewTypesForm } from '../../../domain/resources/review-types-form';
import { ReviewTypeDetailView } from '../../features/reviews/review-types-pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/review_types/$id')({
  component: function ReviewTypeDetail() {
    const { user } = useShell();
    return <ReviewTypeDetailView id={Route.useParams().id} editable={Boolean(user && reviewTypesForm.may.update(user))} />;
  },
});

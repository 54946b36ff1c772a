import { createFileRoute } from '@tanstack/react-router';
import { reviewTypesForm } from '../../../resources/reviews/form';
import { ReviewTypeDetailView } from '../../../resources/reviews/review-types';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/review_types/$id')({
  component: function ReviewTypeDetail() {
    const { user } = useShell();
    return (
      <ReviewTypeDetailView
        id={Route.useParams().id}
        editable={Boolean(user && reviewTypesForm.may.update(user))}
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { reviewsForm } from '../../../domain/resources/reviews-form';
import { reviewsQuery } from '../../../domain/resources/reviews-query';
import { ReviewListView } from '../../features/reviews/reviews-pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/reviews/')({
  validateSearch: listSearch(reviewsQuery),
  component: function ReviewList() {
    const { user } = useShell();
    return <ReviewListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} creatable={Boolean(user && reviewsForm.may.create(user))} />;
  },
});

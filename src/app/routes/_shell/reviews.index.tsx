import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { reviewsForm } from '../../../resources/reviews/form';
import { reviewsQuery } from '../../../resources/reviews/query';
import { ReviewListView } from '../../../resources/reviews/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/reviews/')({
  validateSearch: listSearch(reviewsQuery),
  component: function ReviewList() {
    const { user } = useShell();
    return (
      <ReviewListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && reviewsForm.may.create(user))}
      />
    );
  },
});

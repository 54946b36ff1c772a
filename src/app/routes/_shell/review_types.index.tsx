import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { reviewTypesForm } from '../../../resources/reviews/form';
import { reviewTypesQuery } from '../../../resources/reviews/query';
import { ReviewTypeListView } from '../../../resources/reviews/review-types';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/review_types/')({
  validateSearch: listSearch(reviewTypesQuery),
  component: function ReviewTypeList() {
    const { user } = useShell();
    return (
      <ReviewTypeListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && reviewTypesForm.may.create(user))}
      />
    );
  },
});

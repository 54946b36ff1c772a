import { createFileRoute } from '@tanstack/react-router';
import { ReviewTypeFormView } from '../../../resources/reviews/review-types';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route for review types: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/review_types/new')({
  staticData: { specPath: '/review_types' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewReviewType() {
    return <ReviewTypeFormView id={Route.useSearch().id} />;
  },
});

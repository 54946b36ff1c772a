import { createFileRoute } from '@tanstack/react-router';
import { ReviewFormView } from '../../../resources/reviews/pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** Spec §2's /reviews/create; `?id=` edits a review's rating and notes while pending or processing. */
export const Route = createFileRoute('/_shell/reviews/create')({
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function CreateReview() {
    return <ReviewFormView id={Route.useSearch().id} />;
  },
});

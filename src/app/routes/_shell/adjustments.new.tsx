import { createFileRoute } from '@tanstack/react-router';
import { AdjustmentFormView } from '../../../resources/adjustments/pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route for adjustments: "New adjustment" lives under the list, `?id=` edits a pending one. */
export const Route = createFileRoute('/_shell/adjustments/new')({
  staticData: { specPath: '/adjustments' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewAdjustment() {
    return <AdjustmentFormView id={Route.useSearch().id} />;
  },
});

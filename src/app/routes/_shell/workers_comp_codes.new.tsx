import { createFileRoute } from '@tanstack/react-router';
import { WorkersCompCodeFormView } from '../../features/workers-comp-codes/workers-comp-codes-pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/workers_comp_codes/new')({
  staticData: { specPath: '/workers_comp_codes' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewWorkersCompCode() {
    return <WorkersCompCodeFormView id={Route.useSearch().id} />;
  },
});

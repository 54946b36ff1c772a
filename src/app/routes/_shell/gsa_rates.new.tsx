import { createFileRoute } from '@tanstack/react-router';
import { GsaRateFormView } from '../../features/gsa-rates/gsa-rates-pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/gsa_rates/new')({
  staticData: { specPath: '/gsa_rates' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewGsaRate() {
    return <GsaRateFormView id={Route.useSearch().id} />;
  },
});

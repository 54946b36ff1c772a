import { createFileRoute } from '@tanstack/react-router';
import { gsaRatesForm } from '../../../resources/gsa-rates/form';
import { gsaRatesResource } from '../../../resources/gsa-rates/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/gsa_rates/new')({
  staticData: { specPath: '/gsa_rates' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewGsaRate() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={gsaRatesResource.apiPath}
        form={gsaRatesForm}
        path="/gsa_rates"
        noun="GSA rate"
        plural="GSA rates"
      />
    );
  },
});

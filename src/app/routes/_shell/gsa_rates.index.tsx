import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { gsaRatesForm } from '../../../resources/gsa-rates/form';
import { gsaRatesQuery } from '../../../resources/gsa-rates/query';
import { GsaRateListView } from '../../../resources/gsa-rates/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/gsa_rates/')({
  validateSearch: listSearch(gsaRatesQuery),
  component: function GsaRateList() {
    const { user } = useShell();
    return (
      <GsaRateListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && gsaRatesForm.may.create(user))}
      />
    );
  },
});

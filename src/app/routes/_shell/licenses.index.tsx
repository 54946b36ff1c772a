import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { licensesForm } from '../../../resources/licenses/form';
import { licensesQuery } from '../../../resources/licenses/query';
import { LicenseListView } from '../../../resources/licenses/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/licenses/')({
  validateSearch: listSearch(licensesQuery),
  component: function LicenseList() {
    const { user } = useShell();
    return (
      <LicenseListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && licensesForm.may.create(user))}
      />
    );
  },
});

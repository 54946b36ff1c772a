import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { licensesForm } from '../../../domain/resources/licenses-form';
import { licensesQuery } from '../../../domain/resources/licenses-query';
import { LicenseListView } from '../../features/licenses/licenses-pages';
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

import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { contractorsForm } from '../../../resources/contractors/form';
import { contractorsQuery } from '../../../resources/contractors/query';
import { ContractorListView } from '../../../resources/contractors/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/contractors/')({
  validateSearch: listSearch(contractorsQuery),
  component: function Contractors() {
    const { user } = useShell();
    return (
      <ContractorListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && contractorsForm.may.create(user))}
      />
    );
  },
});

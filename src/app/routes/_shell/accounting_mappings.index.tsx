import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { accountingMappingsForm } from '../../../resources/accounting/form';
import { accountingMappingsQuery } from '../../../resources/accounting/query';
import { MappingListView } from '../../../resources/accounting/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/accounting_mappings/')({
  validateSearch: listSearch(accountingMappingsQuery),
  component: function MappingList() {
    const { user } = useShell();
    return (
      <MappingListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && accountingMappingsForm.may.create(user))}
      />
    );
  },
});

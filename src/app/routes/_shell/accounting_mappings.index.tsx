import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { accountingMappingsForm } from '../../../domain/resources/accounting-mappings-form';
import { accountingMappingsQuery } from '../../../domain/resources/accounting-mappings-query';
import { MappingListView } from '../../features/accounting/accounting-pages';
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

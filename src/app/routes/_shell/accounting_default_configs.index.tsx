import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { accountingDefaultConfigsForm } from '../../../resources/accounting/form';
import { accountingDefaultConfigsQuery } from '../../../resources/accounting/query';
import { DefaultConfigListView } from '../../../resources/accounting/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/accounting_default_configs/')({
  validateSearch: listSearch(accountingDefaultConfigsQuery),
  component: function DefaultConfigList() {
    const { user } = useShell();
    return (
      <DefaultConfigListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && accountingDefaultConfigsForm.may.create(user))}
      />
    );
  },
});

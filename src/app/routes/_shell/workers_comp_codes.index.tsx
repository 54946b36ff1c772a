import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { workersCompCodesForm } from '../../../resources/workers-comp-codes/form';
import { workersCompCodesQuery } from '../../../resources/workers-comp-codes/query';
import { WorkersCompCodeListView } from '../../../resources/workers-comp-codes/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/workers_comp_codes/')({
  validateSearch: listSearch(workersCompCodesQuery),
  component: function WorkersCompCodeList() {
    const { user } = useShell();
    return (
      <WorkersCompCodeListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && workersCompCodesForm.may.create(user))}
      />
    );
  },
});

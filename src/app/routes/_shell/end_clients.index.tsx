import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { endClientsForm } from '../../../resources/end-clients/form';
import { endClientsQuery } from '../../../resources/end-clients/query';
import { EndClientListView } from '../../../resources/end-clients/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/end_clients/')({
  validateSearch: listSearch(endClientsQuery),
  component: function EndClientList() {
    const { user } = useShell();
    return (
      <EndClientListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && endClientsForm.may.create(user))}
      />
    );
  },
});

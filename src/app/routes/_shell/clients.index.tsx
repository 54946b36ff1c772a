import { createFileRoute } from '@tanstack/react-router';
import { clientsForm } from '../../../resources/clients/form';
import { canExport } from '../../../domain/policy/capabilities';
import { seesSeveralPartners } from '../../../domain/policy/partners';
import { clientsQuery } from '../../../resources/clients/query';
import { ClientListView } from '../../../resources/clients/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/clients/')({
  validateSearch: listSearch(clientsQuery),
  component: function Clients() {
    const { user } = useShell();
    return (
      <ClientListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withPartner={Boolean(user && seesSeveralPartners(user))}
        creatable={Boolean(user && clientsForm.may.create(user))}
      />
    );
  },
});

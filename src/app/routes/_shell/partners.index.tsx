import { createFileRoute } from '@tanstack/react-router';
import { canExport, isAdmin } from '../../../domain/policy/capabilities';
import { partnersForm } from '../../../resources/partners/form';
import { partnersQuery } from '../../../resources/partners/query';
import { PartnerListView } from '../../../resources/partners/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/partners/')({
  validateSearch: listSearch(partnersQuery),
  component: function Partners() {
    const { user } = useShell();
    return (
      <PartnerListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        byReferrer={Boolean(user && isAdmin(user))}
        creatable={Boolean(user && partnersForm.may.create(user))}
      />
    );
  },
});

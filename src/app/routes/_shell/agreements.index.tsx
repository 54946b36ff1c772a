import { createFileRoute } from '@tanstack/react-router';
import { AgreementsPage } from '../../../resources/agreements/pages';
import { agreementsQuery } from '../../../resources/agreements/query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/agreements/')({
  validateSearch: listSearch(agreementsQuery),
  component: function Agreements() {
    const { user } = useShell();
    const search = Route.useSearch();
    if (!user) return null;
    return <AgreementsPage user={user} search={search} />;
  },
});

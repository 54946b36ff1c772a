import { createFileRoute } from '@tanstack/react-router';
import { agreementsQuery } from '../../../domain/resources/agreements-query';
import { AgreementsPage } from '../../features/agreements/agreements-page';
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

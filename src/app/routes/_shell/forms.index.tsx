import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { taxFormsQuery } from '../../../resources/tax-forms/query';
import { TaxFormListView } from '../../../resources/tax-forms/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/forms/')({
  validateSearch: listSearch(taxFormsQuery),
  component: function Forms() {
    const { user } = useShell();
    const search = Route.useSearch();
    if (!user) return null;
    return <TaxFormListView search={search} exportable={canExport(user)} user={user} />;
  },
});

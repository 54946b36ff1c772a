import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { i9FormsQuery } from '../../../resources/i9-forms/query';
import { I9FormListView } from '../../../resources/i9-forms/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/i9_forms/')({
  validateSearch: listSearch(i9FormsQuery),
  component: function I9Forms() {
    const { user } = useShell();
    const search = Route.useSearch();
    if (!user) return null;
    return <I9FormListView search={search} exportable={canExport(user)} user={user} />;
  },
});

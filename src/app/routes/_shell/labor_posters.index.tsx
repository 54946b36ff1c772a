import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { LaborPosterListView } from '../../../resources/labor-posters/pages';
import { laborPostersQuery } from '../../../resources/labor-posters/query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/labor_posters/')({
  validateSearch: listSearch(laborPostersQuery),
  component: function LaborPosterList() {
    const { user } = useShell();
    return (
      <LaborPosterListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { distributionsQuery } from '../../../resources/distributions/query';
import { DistributionListView } from '../../../resources/distributions/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/distributions/')({
  validateSearch: listSearch(distributionsQuery),
  component: function DistributionList() {
    const { user } = useShell();
    return (
      <DistributionListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { workerClassificationsQuery } from '../../../resources/worker-classifications/query';
import { WorkerClassificationListView } from '../../../resources/worker-classifications/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/worker_classifications/')({
  validateSearch: listSearch(workerClassificationsQuery),
  component: function WorkerClassificationList() {
    const { user } = useShell();
    return (
      <WorkerClassificationListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});

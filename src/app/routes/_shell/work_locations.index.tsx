import { createFileRoute } from '@tanstack/react-router';
import { canExport, isClient } from '../../../domain/policy/capabilities';
import { workLocationsForm } from '../../../resources/work-locations/form';
import { workLocationsQuery } from '../../../resources/work-locations/query';
import { WorkLocationListView } from '../../../resources/work-locations/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/work_locations/')({
  validateSearch: listSearch(workLocationsQuery),
  component: function WorkLocationList() {
    const { user } = useShell();
    return (
      <WorkLocationListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withClient={Boolean(user && !isClient(user))}
        creatable={Boolean(user && workLocationsForm.may.create(user))}
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { jobClassifications } from '../../../domain/jobs/classifications';
import { canExport, isAdmin, visibleJobClassifications } from '../../../domain/policy/capabilities';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';
import { jobsForm } from '../../../resources/jobs/form';
import { JobListView } from '../../../resources/jobs/pages';
import { jobsQuery } from '../../../resources/jobs/query';

export const Route = createFileRoute('/_shell/jobs/')({
  validateSearch: listSearch(jobsQuery),
  component: function Jobs() {
    const { user } = useShell();
    return (
      <JobListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withPartner={Boolean(user && isAdmin(user))}
        classifications={user ? visibleJobClassifications(user, jobClassifications) : []}
        creatable={Boolean(user && jobsForm.may.create(user))}
      />
    );
  },
});

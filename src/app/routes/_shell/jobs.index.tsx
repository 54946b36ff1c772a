import { createFileRoute } from '@tanstack/react-router';
import { jobClassifications } from '../../../domain/jobs/classifications';
import { canExport, isAdmin, visibleJobClassifications } from '../../../domain/policy/capabilities';
import { jobsForm } from '../../../domain/resources/jobs-form';
import { jobsQuery } from '../../../domain/resources/jobs-query';
import { JobListView } from '../../features/jobs/jobs-pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

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

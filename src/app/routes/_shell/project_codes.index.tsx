import { createFileRoute } from '@tanstack/react-router';
import { canExport, isClient } from '../../../domain/policy/capabilities';
import { projectCodesForm } from '../../../resources/project-codes/form';
import { projectCodesQuery } from '../../../resources/project-codes/query';
import { ProjectCodeListView } from '../../../resources/project-codes/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/project_codes/')({
  validateSearch: listSearch(projectCodesQuery),
  component: function ProjectCodeList() {
    const { user } = useShell();
    return (
      <ProjectCodeListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withClient={Boolean(user && !isClient(user))}
        creatable={Boolean(user && projectCodesForm.may.create(user))}
      />
    );
  },
});

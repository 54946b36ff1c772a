import { createFileRoute } from '@tanstack/react-router';
import { canExport, isClient } from '../../../domain/policy/capabilities';
import { departmentsForm } from '../../../resources/departments/form';
import { departmentsQuery } from '../../../resources/departments/query';
import { DepartmentListView } from '../../../resources/departments/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/departments/')({
  validateSearch: listSearch(departmentsQuery),
  component: function DepartmentList() {
    const { user } = useShell();
    return (
      <DepartmentListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withClient={Boolean(user && !isClient(user))}
        creatable={Boolean(user && departmentsForm.may.create(user))}
      />
    );
  },
});

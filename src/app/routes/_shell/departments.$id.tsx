import { createFileRoute } from '@tanstack/react-router';
import { departmentsForm } from '../../../resources/departments/form';
import { DepartmentDetailView } from '../../../resources/departments/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/departments/$id')({
  component: function DepartmentDetail() {
    const { user } = useShell();
    return (
      <DepartmentDetailView
        id={Route.useParams().id}
        editable={Boolean(user && departmentsForm.may.update(user))}
      />
    );
  },
});

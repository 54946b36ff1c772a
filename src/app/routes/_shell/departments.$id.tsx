import { createFileRoute } from '@tanstack/react-router';
import { DepartmentDetailView } from '../../features/departments/departments-pages';

export const Route = createFileRoute('/_shell/departments/$id')({
  component: function DepartmentDetail() {
    return <DepartmentDetailView id={Route.useParams().id} />;
  },
});

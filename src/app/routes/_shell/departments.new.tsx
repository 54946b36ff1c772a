import { createFileRoute } from '@tanstack/react-router';
import { departmentsForm } from '../../../resources/departments/form';
import { departmentsResource } from '../../../resources/departments/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** A new department, or with `?id=` an existing one (as /create_client?id= edits a client). */
export const Route = createFileRoute('/_shell/departments/new')({
  staticData: { specPath: '/departments' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function DepartmentForm() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={departmentsResource.apiPath}
        form={departmentsForm}
        path="/departments"
        noun="department"
        plural="departments"
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { projectCodesForm } from '../../../resources/project-codes/form';
import { projectCodesResource } from '../../../resources/project-codes/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** A new project code, or with `?id=` an existing one (as /create_client?id= edits a client). */
export const Route = createFileRoute('/_shell/project_codes/new')({
  staticData: { specPath: '/project_codes' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function ProjectCodeForm() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={projectCodesResource.apiPath}
        form={projectCodesForm}
        path="/project_codes"
        noun="project code"
        plural="project codes"
      />
    );
  },
});

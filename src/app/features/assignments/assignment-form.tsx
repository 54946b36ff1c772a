import { assignmentsResource } from '../../../domain/resources/assignments';
import { assignmentsForm } from '../../../domain/resources/assignments-form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../shell/shell-page';

const savedHref = (saved: string) => `/assignments/${saved}`;

/**
 * `/create_assignment/{id?}`: a new assignment of one of the caller's contractors at one of its
 * clients (a client owner's is at its own company), or with an id that assignment's edit.
 * Bill rates are asked only of users who may see billing.
 */
export function AssignmentFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={assignmentsResource.apiPath}
      form={assignmentsForm}
      user={user}
      id={id}
      title={id ? 'Edit assignment' : 'New assignment'}
      cancelHref={id ? `/assignments/${id}` : '/assignments'}
      savedHref={savedHref}
      submitLabel={id ? 'Save' : 'Create assignment'}
    />
  );
}

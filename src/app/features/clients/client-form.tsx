import { clientsForm } from '../../../domain/resources/clients-form';
import { clientsResource } from '../../../domain/resources/clients';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../shell/shell-page';

/** `/create_client`: a new client of the caller's partner (an admin picks the partner), or `?id=` to edit one. */
export function ClientFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={clientsResource.apiPath}
      form={clientsForm}
      user={user}
      id={id}
      title={id ? 'Edit client' : 'New client'}
      cancelHref={id ? `/clients/${id}` : '/clients'}
      savedHref={(saved) => `/clients/${saved}`}
      submitLabel={id ? 'Save' : 'Create client'}
    />
  );
}

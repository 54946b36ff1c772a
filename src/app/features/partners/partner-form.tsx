import { partnersResource } from '../../../domain/resources/partners';
import { partnersForm } from '../../../domain/resources/partners-form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../shell/shell-page';

/** `/create_partner`: a new partner, or `?id=` to edit one (admins). */
export function PartnerFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={partnersResource.apiPath}
      form={partnersForm}
      user={user}
      id={id}
      title={id ? 'Edit partner' : 'New partner'}
      cancelHref={id ? `/partners/${id}` : '/partners'}
      savedHref={(saved) => `/partners/${saved}`}
      submitLabel={id ? 'Save' : 'Create partner'}
    />
  );
}

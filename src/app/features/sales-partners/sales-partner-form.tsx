import { salesPartnersResource } from '../../../domain/resources/sales-partners';
import { salesPartnersForm } from '../../../domain/resources/sales-partners-form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../shell/shell-page';

/** `/create_sales_partner`: a new sales partner, or `?id=` to rename one (admins). */
export function SalesPartnerFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={salesPartnersResource.apiPath}
      form={salesPartnersForm}
      user={user}
      id={id}
      title={id ? 'Edit sales partner' : 'New sales partner'}
      cancelHref={id ? `/sales_partners/${id}` : '/sales_partners'}
      savedHref={(saved) => `/sales_partners/${saved}`}
      submitLabel={id ? 'Save' : 'Create sales partner'}
    />
  );
}

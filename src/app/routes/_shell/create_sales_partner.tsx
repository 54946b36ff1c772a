import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { SalesPartnerFormView } from '../../../resources/sales-partners/pages';

/** A new sales partner, or with `?id=` an existing one (as /create_client edits a client). */
export const Route = createFileRoute('/_shell/create_sales_partner')({
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function CreateSalesPartner() {
    return <SalesPartnerFormView id={Route.useSearch().id} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { PartnerFormView } from '../../../resources/partners/pages';

/** A new partner, or with `?id=` an existing one's settings (as /create_client edits a client). */
export const Route = createFileRoute('/_shell/create_partner')({
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function CreatePartner() {
    return <PartnerFormView id={Route.useSearch().id} />;
  },
});

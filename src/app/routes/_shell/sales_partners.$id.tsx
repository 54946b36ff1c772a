import { createFileRoute } from '@tanstack/react-router';
import { salesPartnersForm } from '../../../resources/sales-partners/form';
import { SalesPartnerDetailView } from '../../../resources/sales-partners/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/sales_partners/$id')({
  component: function SalesPartnerDetail() {
    const { user } = useShell();
    return (
      <SalesPartnerDetailView
        id={Route.useParams().id}
        editable={Boolean(user && salesPartnersForm.may.update(user))}
      />
    );
  },
});

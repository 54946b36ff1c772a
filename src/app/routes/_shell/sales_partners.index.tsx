import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { salesPartnersForm } from '../../../resources/sales-partners/form';
import { salesPartnersQuery } from '../../../resources/sales-partners/query';
import { SalesPartnerListView } from '../../../resources/sales-partners/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/sales_partners/')({
  validateSearch: listSearch(salesPartnersQuery),
  component: function SalesPartners() {
    const { user } = useShell();
    return (
      <SalesPartnerListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && salesPartnersForm.may.create(user))}
      />
    );
  },
});

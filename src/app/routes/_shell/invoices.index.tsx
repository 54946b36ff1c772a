import { createFileRoute } from '@tanstack/react-router';
import { canEditInvoices, canExport, isClient } from '../../../domain/policy/capabilities';
import { invoicesQuery } from '../../../resources/invoices/query';
import { InvoiceListView } from '../../../resources/invoices/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/invoices/')({
  validateSearch: listSearch(invoicesQuery),
  component: function InvoiceList() {
    const { user } = useShell();
    return (
      <InvoiceListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withClient={Boolean(user && !isClient(user))}
        generatable={Boolean(user && canEditInvoices(user))}
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { salesTaxesQuery } from '../../../resources/sales-taxes/query';
import { SalesTaxListView } from '../../../resources/sales-taxes/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/sales_taxes/')({
  validateSearch: listSearch(salesTaxesQuery),
  component: function SalesTaxes() {
    const { user } = useShell();
    return (
      <SalesTaxListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});

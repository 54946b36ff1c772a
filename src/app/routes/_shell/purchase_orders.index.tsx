import { createFileRoute } from '@tanstack/react-router';
import { canExport, isClient } from '../../../domain/policy/capabilities';
import { purchaseOrdersForm } from '../../../resources/purchase-orders/form';
import { purchaseOrdersQuery } from '../../../resources/purchase-orders/query';
import { PurchaseOrderListView } from '../../../resources/purchase-orders/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/purchase_orders/')({
  validateSearch: listSearch(purchaseOrdersQuery),
  component: function PurchaseOrderList() {
    const { user } = useShell();
    return (
      <PurchaseOrderListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withClient={Boolean(user && !isClient(user))}
        creatable={Boolean(user && purchaseOrdersForm.may.create(user))}
      />
    );
  },
});

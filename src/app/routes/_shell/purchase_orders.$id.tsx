import { createFileRoute } from '@tanstack/react-router';
import { purchaseOrdersForm } from '../../../resources/purchase-orders/form';
import { PurchaseOrderDetailView } from '../../../resources/purchase-orders/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/purchase_orders/$id')({
  component: function PurchaseOrderDetail() {
    const { user } = useShell();
    return (
      <PurchaseOrderDetailView
        id={Route.useParams().id}
        editable={Boolean(user && purchaseOrdersForm.may.update(user))}
      />
    );
  },
});

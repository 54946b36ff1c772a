import { createFileRoute } from '@tanstack/react-router';
import { PurchaseOrderDetailView } from '../../features/purchase-orders/purchase-orders-pages';

export const Route = createFileRoute('/_shell/purchase_orders/$id')({
  component: function PurchaseOrderDetail() {
    return <PurchaseOrderDetailView id={Route.useParams().id} />;
  },
});

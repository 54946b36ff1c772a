import { createFileRoute } from '@tanstack/react-router';
import { purchaseOrdersForm } from '../../../resources/purchase-orders/form';
import { purchaseOrdersResource } from '../../../resources/purchase-orders/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** A new purchase order, or with `?id=` an existing one (as /create_client?id= edits a client). */
export const Route = createFileRoute('/_shell/purchase_orders/new')({
  staticData: { specPath: '/purchase_orders' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function PurchaseOrderForm() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={purchaseOrdersResource.apiPath}
        form={purchaseOrdersForm}
        path="/purchase_orders"
        noun="purchase order"
        plural="purchase orders"
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { salesTaxesForm } from '../../../resources/sales-taxes/form';
import { salesTaxesResource } from '../../../resources/sales-taxes/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** A new sales tax rate, or with `?id=` a change of one. */
export const Route = createFileRoute('/_shell/sales_taxes/new')({
  staticData: { specPath: '/sales_taxes' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function SalesTaxForm() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={salesTaxesResource.apiPath}
        form={salesTaxesForm}
        path="/sales_taxes"
        noun="sales tax"
        plural="sales taxes"
      />
    );
  },
});

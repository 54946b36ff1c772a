import { createFileRoute } from '@tanstack/react-router';
import { companyTaxesForm } from '../../../resources/company-taxes/form';
import { companyTaxesResource } from '../../../resources/company-taxes/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/company_taxes/new')({
  staticData: { specPath: '/company_taxes' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewCompanyTax() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={companyTaxesResource.apiPath}
        form={companyTaxesForm}
        path="/company_taxes"
        noun="company tax"
        plural="company taxes"
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { CompanyTaxFormView } from '../../features/company-taxes/company-taxes-pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/company_taxes/new')({
  staticData: { specPath: '/company_taxes' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewCompanyTax() {
    return <CompanyTaxFormView id={Route.useSearch().id} />;
  },
});

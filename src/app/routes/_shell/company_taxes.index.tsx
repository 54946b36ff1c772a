import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { companyTaxesForm } from '../../../resources/company-taxes/form';
import { companyTaxesQuery } from '../../../resources/company-taxes/query';
import { CompanyTaxListView } from '../../../resources/company-taxes/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/company_taxes/')({
  validateSearch: listSearch(companyTaxesQuery),
  component: function CompanyTaxList() {
    const { user } = useShell();
    return (
      <CompanyTaxListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && companyTaxesForm.may.create(user))}
      />
    );
  },
});

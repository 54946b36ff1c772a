import { createFileRoute } from '@tanstack/react-router';
import { companyTaxesForm } from '../../../resources/company-taxes/form';
import { CompanyTaxDetailView } from '../../../resources/company-taxes/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/company_taxes/$id')({
  staticData: { specPath: '/company_taxes' },
  component: function CompanyTaxDetail() {
    const { user } = useShell();
    return (
      <CompanyTaxDetailView
        id={Route.useParams().id}
        editable={Boolean(user && companyTaxesForm.may.update(user))}
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { PaycheckDeductionDetailView } from '../../features/payroll/payroll-settings-pages';

export const Route = createFileRoute('/_shell/paycheck_deductions/$id')({
  component: function PaycheckDeductionDetail() {
    return <PaycheckDeductionDetailView id={Route.useParams().id} />;
  },
});

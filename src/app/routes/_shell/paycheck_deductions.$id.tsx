import { createFileRoute } from '@tanstack/react-router';
import { PaycheckDeductionDetailView } from '../../../resources/payroll-runs/settings';

export const Route = createFileRoute('/_shell/paycheck_deductions/$id')({
  component: function PaycheckDeductionDetail() {
    return <PaycheckDeductionDetailView id={Route.useParams().id} />;
  },
});

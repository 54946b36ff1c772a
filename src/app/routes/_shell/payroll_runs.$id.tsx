import { createFileRoute } from '@tanstack/react-router';
import { PayrollRunDetailView } from '../../../resources/payroll-runs/pages';

export const Route = createFileRoute('/_shell/payroll_runs/$id')({
  component: function PayrollRunDetail() {
    return <PayrollRunDetailView id={Route.useParams().id} />;
  },
});

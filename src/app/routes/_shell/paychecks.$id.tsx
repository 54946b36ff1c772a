import { createFileRoute } from '@tanstack/react-router';
import { PaycheckDetailView } from '../../../resources/payroll-runs/paychecks';

export const Route = createFileRoute('/_shell/paychecks/$id')({
  component: function PaycheckDetail() {
    return <PaycheckDetailView id={Route.useParams().id} />;
  },
});

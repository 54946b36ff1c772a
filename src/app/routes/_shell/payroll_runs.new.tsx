import { createFileRoute } from '@tanstack/react-router';
import { payrollRunsForm } from '../../../resources/payroll-runs/form';
import { payrollRunsResource } from '../../../resources/payroll-runs/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';

/** "New payroll run": a day of the period; the run opens with its preview. */
export const Route = createFileRoute('/_shell/payroll_runs/new')({
  staticData: { specPath: '/payroll_runs' },
  component: function NewPayrollRun() {
    return (
      <RecordFormView
        apiPath={payrollRunsResource.apiPath}
        form={payrollRunsForm}
        path="/payroll_runs"
        noun="payroll run"
        plural="payroll runs"
      />
    );
  },
});

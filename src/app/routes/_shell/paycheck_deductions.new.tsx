import { createFileRoute } from '@tanstack/react-router';
import { paycheckDeductionsForm } from '../../../resources/payroll-runs/form';
import { paycheckDeductionsResource } from '../../../resources/payroll-runs/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** A new recurring paycheck deduction, or with `?id=` a change of one. */
export const Route = createFileRoute('/_shell/paycheck_deductions/new')({
  staticData: { specPath: '/paycheck_deductions' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function PaycheckDeductionForm() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={paycheckDeductionsResource.apiPath}
        form={paycheckDeductionsForm}
        path="/paycheck_deductions"
        noun="paycheck deduction"
        plural="paycheck deductions"
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { i9Section1Form } from '../../../domain/onboarding/i9';
import { i9FormsResource } from '../../../domain/resources/i9-forms';
import { RecordFormView } from '../../features/client-org/record-form-view';

/** Section 1 of the worker's I-9 (signing again replaces it). */
export const Route = createFileRoute('/_shell/i9_forms/new')({
  staticData: { specPath: '/i9_forms' },
  component: function I9Section1() {
    return (
      <RecordFormView
        apiPath={i9FormsResource.apiPath}
        form={i9Section1Form}
        path="/i9_forms"
        noun="Form I-9, section 1"
        plural="I-9 forms"
        submitLabel="Sign section 1"
      />
    );
  },
});

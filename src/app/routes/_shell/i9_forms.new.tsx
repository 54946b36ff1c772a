import { createFileRoute } from '@tanstack/react-router';
import { i9Section1Form } from '../../../resources/i9-forms/form';
import { prefillPath } from '../../../domain/onboarding/prefill';
import { i9FormsResource } from '../../../resources/i9-forms/contract';
import { StepFormView } from '../../../resources/onboarding/step-form-view';
import { useShell } from '../../features/shell/shell-page';
import { LoadError } from '../../components/kit/load-error';

const savedHref = (id: string) => `/i9_forms/${id}`;

/** Section 1 of the worker's I-9 (signing again replaces it), starting from what they already entered. */
export const Route = createFileRoute('/_shell/i9_forms/new')({
  staticData: { specPath: '/i9_forms' },
  component: function I9Section1() {
    const { user } = useShell();
    if (!user) return null;
    if (!i9Section1Form.may.create(user))
      return <LoadError look="notice" message="You are not allowed to add I-9 forms." />;
    return (
      <StepFormView
        apiPath={i9FormsResource.apiPath}
        form={i9Section1Form}
        user={user}
        title="New Form I-9, section 1"
        cancelHref="/i9_forms"
        savedHref={savedHref}
        submitLabel="Sign section 1"
        prefillPath={prefillPath('i9')}
      />
    );
  },
});

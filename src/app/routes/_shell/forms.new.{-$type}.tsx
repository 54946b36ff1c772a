import { createFileRoute } from '@tanstack/react-router';
import { taxFormOf, TAX_FORM_TITLES, w4Form, w9Form } from '../../../domain/onboarding/tax-forms';
import { prefillPath } from '../../../domain/onboarding/prefill';
import { StepFormView } from '../../../resources/onboarding/step-form-view';
import { useShell } from '../../features/shell/shell-page';
import { LoadError } from '../../components/kit/load-error';

/** `/forms/new/{type}` (w4 | w9): the worker's tax form; without a type, the one the worker signs. */
export const Route = createFileRoute('/_shell/forms/new/{-$type}')({
  component: function NewTaxForm() {
    const { user } = useShell();
    const asked = Route.useParams().type;
    if (!user) return null;
    const type = asked === 'w4' || asked === 'w9' ? asked : taxFormOf(user);
    const form = type === 'w4' ? w4Form : w9Form;
    if (!type || !form.may.create(user))
      return (
        <LoadError
          look="notice"
          message={
            type
              ? `This form is not yours to sign: you sign a ${taxFormOf(user) === 'w4' ? 'W-4' : 'W-9'}.`
              : 'Only workers sign tax forms.'
          }
        />
      );
    return (
      <StepFormView
        key={type}
        apiPath={`/forms/${type}`}
        form={form}
        user={user}
        title={TAX_FORM_TITLES[type]}
        cancelHref="/forms"
        savedHref={(id) => `/forms/${id}`}
        submitLabel="Sign and submit"
        prefillPath={type === 'w4' ? prefillPath('w4') : undefined}
      />
    );
  },
});

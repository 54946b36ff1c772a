import { createFileRoute } from '@tanstack/react-router';
import { paymentsResource } from '../../../domain/resources/payments';
import { recordPaymentForm } from '../../../domain/resources/record-payment-form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../../features/shell/shell-page';

/** "Record a payment" a client sent outside /pay; the saved payment opens, ready to allocate. */
export const Route = createFileRoute('/_shell/payments/new')({
  staticData: { specPath: '/payments' },
  component: function RecordPayment() {
    const { user } = useShell();
    if (!user) return null;
    if (!recordPaymentForm.may.create(user))
      return (
        <p role="alert" className="text-sm">
          Payments are recorded by employers or self-funded partners.
        </p>
      );
    return (
      <ResourceFormView
        apiPath={paymentsResource.apiPath}
        form={recordPaymentForm}
        user={user}
        title="Record a payment"
        cancelHref="/payments"
        savedHref={(id) => `/payments/${id}`}
        submitLabel="Record payment"
      />
    );
  },
});

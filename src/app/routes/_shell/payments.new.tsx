import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { paymentsResource } from '../../../resources/payments/contract';
import { recordPaymentForm } from '../../../resources/payments/form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../../features/shell/shell-page';
import { compact, text, uuid, wholeNumber, type RawSearch } from '../../lib/search-params';
import { LoadError } from '../../components/kit/load-error';

/** An invoice's "Record payment": who paid, which invoice (the reference allocation reads) and how much. */
interface RecordPaymentSearch {
  client_id?: string;
  invoice?: string;
  amount_cents?: number;
}

const invoiceLabel = (value: unknown) => {
  const label = text(value, 10);
  return label && /^INV-\d{6}$/.test(label) ? label : undefined;
};

/** "Record a payment" a client sent outside /pay; the saved payment opens, ready to allocate. */
export const Route = createFileRoute('/_shell/payments/new')({
  staticData: { specPath: '/payments' },
  validateSearch: (raw: RawSearch): RecordPaymentSearch =>
    compact({
      client_id: uuid(raw.client_id),
      invoice: invoiceLabel(raw.invoice),
      // The form's own bounds: a link cannot pre-fill what the form would refuse.
      amount_cents: wholeNumber(raw.amount_cents, 1, 100_000_000_00),
    }),
  component: function RecordPayment() {
    const { user } = useShell();
    const { client_id, invoice, amount_cents } = Route.useSearch();
    const initial = useMemo(
      () => ({ client_id, amount_cents, reference: invoice }),
      [client_id, amount_cents, invoice],
    );
    if (!user) return null;
    if (!recordPaymentForm.may.create(user))
      return (
        <LoadError
          look="notice"
          message="Payments are recorded by employers or self-funded partners."
        />
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
        initial={initial}
      />
    );
  },
});

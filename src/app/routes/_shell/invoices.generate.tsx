import { createFileRoute } from '@tanstack/react-router';
import { invoiceRunsResource } from '../../../resources/invoices/contract';
import { invoiceRunsForm } from '../../../resources/invoices/form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../../features/shell/shell-page';
import { LoadError } from '../../components/kit/load-error';

/** "Generate invoices" for a client and period; the drafts it made open as a list. */
export const Route = createFileRoute('/_shell/invoices/generate')({
  staticData: { specPath: '/invoices' },
  component: function GenerateInvoices() {
    const { user } = useShell();
    if (!user) return null;
    if (!invoiceRunsForm.may.create(user))
      return (
        <LoadError
          look="notice"
          message="Only employers (admins and self-employer partners) generate invoices."
        />
      );
    return (
      <ResourceFormView
        apiPath={invoiceRunsResource.apiPath}
        form={invoiceRunsForm}
        user={user}
        title="Generate invoices"
        cancelHref="/invoices"
        savedHref={(run) => `/invoices?invoice_run_id=${run}&status=draft`}
        submitLabel="Generate invoices"
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { canRecordPayments } from '../../../resources/payments/policy';
import { StatementUploadView } from '../../../resources/payments/statement-upload-view';
import { useShell } from '../../features/shell/shell-page';
import { LoadError } from '../../components/kit/load-error';

/** "Import bank statement": payments from a bank statement CSV; the server still checks who may. */
export const Route = createFileRoute('/_shell/payments/import')({
  staticData: { specPath: '/payments' },
  component: function ImportStatement() {
    const { user } = useShell();
    if (!user) return null;
    if (!canRecordPayments(user))
      return (
        <LoadError
          look="notice"
          message="Payments are recorded by employers or self-funded partners."
        />
      );
    return <StatementUploadView />;
  },
});

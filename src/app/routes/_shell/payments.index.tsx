import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { paymentsQuery } from '../../../resources/payments/query';
import { PaymentListView } from '../../../resources/payments/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/payments/')({
  validateSearch: listSearch(paymentsQuery),
  component: function PaymentList() {
    const { user } = useShell();
    return (
      <PaymentListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});

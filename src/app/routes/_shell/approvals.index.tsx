import { createFileRoute } from '@tanstack/react-router';
import { approvalsQuery } from '../../../resources/approvals/query';
import { ApprovalsPage } from '../../../resources/approvals/pages';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/approvals/')({
  validateSearch: listSearch(approvalsQuery),
  component: function Approvals() {
    return <ApprovalsPage search={Route.useSearch()} />;
  },
});

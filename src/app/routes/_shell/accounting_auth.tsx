import { createFileRoute } from '@tanstack/react-router';
import { AccountingAuthPage } from '../../../resources/integrations/accounting-auth';
import { compact, text, type RawSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_shell/accounting_auth')({
  validateSearch: (raw: RawSearch): { state?: string; code?: string } =>
    compact({ state: text(raw.state, 2000), code: text(raw.code, 500) }),
  component: function AccountingAuthRoute() {
    const { state, code } = Route.useSearch();
    return <AccountingAuthPage state={state} code={code} />;
  },
});

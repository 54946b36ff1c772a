import { createFileRoute } from '@tanstack/react-router';
import { text, type RawSearch } from '../lib/search-params';
import { EasyApproveView } from '../../resources/easy-approve/pages';
import { ShellPage } from '../features/shell/shell-page';

/** Public: the signed token in the link is the credential (no sign-in, no link guard). */
export const Route = createFileRoute('/easy_approve')({
  validateSearch: (raw: RawSearch) => ({ token: text(raw.token, 2000) ?? '' }),
  component: EasyApprove,
});

function EasyApprove() {
  const { token } = Route.useSearch();
  return (
    <ShellPage path="/easy_approve">
      <EasyApproveView key={token} token={token} />
    </ShellPage>
  );
}

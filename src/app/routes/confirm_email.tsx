import { createFileRoute } from '@tanstack/react-router';
import { text, type RawSearch } from '../lib/search-params';
import { ConfirmEmailPage } from '../features/auth-pages/confirm-email-page';
import { useSession } from '../features/session/provider';

export const Route = createFileRoute('/confirm_email')({
  validateSearch: (raw: RawSearch): { email?: string; token?: string } => ({
    email: text(raw.email, 254),
    token: text(raw.token, 200),
  }),
  component: ConfirmEmail,
});

function ConfirmEmail() {
  const { email, token } = Route.useSearch();
  const { status } = useSession();
  return <ConfirmEmailPage email={email} token={token} signedIn={status === 'signedIn'} />;
}

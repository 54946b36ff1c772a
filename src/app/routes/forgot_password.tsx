import { createFileRoute } from '@tanstack/react-router';
import { text, type RawSearch } from '../lib/search-params';
import { ForgotPasswordPage } from '../features/auth-pages/forgot-password-page';
import { requirePageAccess } from '../lib/guards';

export const Route = createFileRoute('/forgot_password')({
  validateSearch: (raw: RawSearch): { email?: string; token?: string; purpose?: 'invite' } => ({
    email: text(raw.email, 254),
    token: text(raw.token, 200),
    // An invitation link opens the same set-password page (src/server/auth/invite.ts).
    ...(raw.purpose === 'invite' && { purpose: 'invite' as const }),
  }),
  beforeLoad: (args) => requirePageAccess(args),
  component: ForgotPassword,
});

function ForgotPassword() {
  const { email, token, purpose } = Route.useSearch();
  return <ForgotPasswordPage email={email} token={token} invite={purpose === 'invite'} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { text, type RawSearch } from '../lib/search-params';
import { ForgotPasswordPage } from '../features/auth-pages/forgot-password-page';
import { requirePageAccess } from '../lib/guards';

export const Route = createFileRoute('/forgot_password')({
  validateSearch: (raw: RawSearch): { email?: string; token?: string } => ({ email: text(raw.email, 254), token: text(raw.token, 200) }),
  beforeLoad: (args) => requirePageAccess(args),
  component: ForgotPassword,
});

function ForgotPassword() {
  const { email, token } = Route.useSearch();
  return <ForgotPasswordPage email={email} token={token} />;
}

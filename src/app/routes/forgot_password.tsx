import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgotPasswordPage } from '../features/auth-pages/forgot-password-page';
import { requireGuest } from '../lib/guards';

export const Route = createFileRoute('/forgot_password')({
  validateSearch: z.object({ email: z.string().max(254).optional(), token: z.string().max(200).optional() }),
  beforeLoad: (args) => requireGuest(args),
  component: ForgotPassword,
});

function ForgotPassword() {
  const { email, token } = Route.useSearch();
  return <ForgotPasswordPage email={email} token={token} />;
}

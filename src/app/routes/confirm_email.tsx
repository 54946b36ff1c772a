import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmEmailPage } from '../features/auth-pages/confirm-email-page';
import { useSession } from '../features/session/provider';

export const Route = createFileRoute('/confirm_email')({
  validateSearch: z.object({ email: z.string().max(254).optional(), token: z.string().max(200).optional() }),
  component: ConfirmEmail,
});

function ConfirmEmail() {
  const { email, token } = Route.useSearch();
  const { status } = useSession();
  return <ConfirmEmailPage email={email} token={token} signedIn={status === 'signedIn'} />;
}

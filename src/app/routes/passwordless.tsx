import { createFileRoute } from '@tanstack/react-router';
import { PasswordlessPage } from '../features/auth-pages/passwordless-page';
import { requireGuest } from '../lib/guards';

export const Route = createFileRoute('/passwordless')({
  beforeLoad: (args) => requireGuest(args),
  component: PasswordlessPage,
});

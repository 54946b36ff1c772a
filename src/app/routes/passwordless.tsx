import { createFileRoute } from '@tanstack/react-router';
import { PasswordlessPage } from '../features/auth-pages/passwordless-page';
import { requirePageAccess } from '../lib/guards';

export const Route = createFileRoute('/passwordless')({
  beforeLoad: (args) => requirePageAccess(args),
  component: PasswordlessPage,
});

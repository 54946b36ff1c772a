import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../features/auth-pages/change-password-page';
import { requirePageAccess } from '../lib/guards';

export const Route = createFileRoute('/change_password')({
  beforeLoad: (args) => requirePageAccess(args),
  component: ChangePasswordPage,
});

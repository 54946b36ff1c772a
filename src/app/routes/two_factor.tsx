import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../features/auth-pages/two-factor-page';
import { requirePageAccess } from '../lib/guards';

export const Route = createFileRoute('/two_factor')({
  beforeLoad: (args) => requirePageAccess(args),
  component: TwoFactorPage,
});

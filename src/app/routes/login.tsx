import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth-pages/login-page';
import { requireGuest } from '../lib/guards';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().max(2048).optional() }),
  beforeLoad: (args) => requireGuest(args),
  component: Login,
});

function Login() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { text, type RawSearch } from '../lib/search-params';
import { LoginPage } from '../features/auth-pages/login-page';
import { requirePageAccess } from '../lib/guards';

export const Route = createFileRoute('/login')({
  validateSearch: (raw: RawSearch): { redirect?: string } => ({
    redirect: text(raw.redirect, 2048),
  }),
  beforeLoad: (args) => requirePageAccess(args),
  component: Login,
});

function Login() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}

import { SessionContext } from '../session/provider';
import { PageLink } from '../../components/ui/page-link';
import { AuthCard, buttonClass, inputClass } from './auth-card';

/** Spec §4 sign-in; it renders before the router starts (src/app/first-page.tsx), so it links with PageLink. */
export function LoginPage({ redirect, onSubmit }: { redirect?: string; onSubmit?: () => void }) {
  const ref = SessionContext.useActorRef();
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const state = SessionContext.useSelector((s) => JSON.stringify(s.value));
  return (
    <AuthCard title="Sign in" state={state}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
          const form = new FormData(e.currentTarget);
          ref.send({
            type: 'session.signIn',
            email: String(form.get('email') ?? ''),
            password: String(form.get('password') ?? ''),
            redirect,
          });
        }}
      >
        <label className="block text-sm font-medium">
          Email
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-medium">
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </label>
        <button type="submit" disabled={busy} className={buttonClass}>
          Sign in
        </button>
      </form>
      <div className="mt-6 flex justify-between text-sm">
        <PageLink to="/forgot_password" className="text-brand">
          Forgot password?
        </PageLink>
        <PageLink to="/passwordless" className="text-brand">
          Sign in with an emailed code
        </PageLink>
      </div>
    </AuthCard>
  );
}

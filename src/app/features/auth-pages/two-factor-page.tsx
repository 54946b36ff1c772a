import { Link } from '@tanstack/react-router';
import { SessionContext } from '../session/provider';
import { CodeForm } from '../../components/ui/code-form';
import { AuthCard } from './auth-card';
import { ResendCodeButton } from './resend-code-button';
import { useCodeEntry } from './use-code-entry';

/** The second sign-in step: the code mailed after the password check (session chart twoFactorRequired). */
export function TwoFactorPage() {
  const ref = SessionContext.useActorRef();
  const snapshot = SessionContext.useSelector((s) => s);
  const waiting = snapshot.matches('twoFactorRequired') || snapshot.matches('verifyingCode');
  const email = snapshot.context.pendingEmail;
  const entry = useCodeEntry(
    (code) => ref.send({ type: 'session.verifyCode', code }),
    snapshot.hasTag('busy'),
  );
  if (!waiting || !email) {
    return (
      <AuthCard title="Two-factor verification" state={JSON.stringify(snapshot.value)}>
        <p className="text-sm">Sign in with your email and password first.</p>
        <Link to="/login" className="mt-4 inline-block text-sm text-brand">
          Go to sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Two-factor verification" state={JSON.stringify(snapshot.value)}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        We sent a 6-digit code to your email address. Please enter it below to continue.
      </p>
      <CodeForm
        {...entry}
        submitLabel="Verify"
        actions={<ResendCodeButton email={email} purpose="login" />}
      />
      <div className="mt-4 text-sm">
        <button
          type="button"
          className="text-slate-600"
          onClick={() => ref.send({ type: 'session.cancel' })}
        >
          Cancel
        </button>
      </div>
    </AuthCard>
  );
}

import { Link } from '@tanstack/react-router';
import { SessionContext } from '../session/provider';
import { AuthCard, buttonClass, inputClass } from './auth-card';
import { ResendCodeButton } from './resend-code-button';

/** The second sign-in step: the code mailed after the password check (session chart twoFactorRequired). */
export function TwoFactorPage() {
  const ref = SessionContext.useActorRef();
  const snapshot = SessionContext.useSelector((s) => s);
  const waiting = snapshot.matches('twoFactorRequired') || snapshot.matches('verifyingCode');
  const email = snapshot.context.pendingEmail;
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
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
          ref.send({ type: 'session.verifyCode', code });
        }}
      >
        <label className="block text-sm font-medium">
          Code
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={inputClass}
          />
        </label>
        {snapshot.context.error && (
          <p role="alert" className="text-sm text-red-600">
            {snapshot.context.error}
          </p>
        )}
        <button type="submit" disabled={snapshot.hasTag('busy')} className={buttonClass}>
          Verify
        </button>
      </form>
      <div className="mt-4 flex justify-between text-sm">
        <ResendCodeButton email={email} purpose="login" />
        <button type="button" className="text-slate-600" onClick={() => ref.send({ type: 'session.cancel' })}>
          Cancel
        </button>
      </div>
    </AuthCard>
  );
}

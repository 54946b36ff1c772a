import { Link } from '@tanstack/react-router';
import { http } from '../../lib/http';
import { AuthCard, buttonClass, inputClass } from './auth-card';
import { useFormSubmit } from './use-form-submit';

function RequestLink() {
  const { snapshot, onSubmit, busy } = useFormSubmit((values) => http.post('user/forgot_password', { json: values }).json());
  if (snapshot.matches('succeeded')) {
    return (
      <p role="status" className="text-sm">
        If an account exists for this email, we sent a link to reset the password. It expires in 10 minutes.
      </p>
    );
  }
  return (
    <form className="space-y-4" onSubmit={onSubmit}>
      <label className="block text-sm font-medium">
        Email
        <input name="email" type="email" autoComplete="username" required className={inputClass} />
      </label>
      <button type="submit" disabled={busy} className={buttonClass}>
        Send reset link
      </button>
    </form>
  );
}

function ChooseNewPassword({ email, token }: { email: string; token: string }) {
  const { snapshot, onSubmit, busy } = useFormSubmit((values) =>
    http.post('user/reset_password', { json: { email, token, password: values.password } }).json(),
  );
  if (snapshot.matches('succeeded')) {
    return (
      <p role="status" className="text-sm">
        Your password was changed.{' '}
        <Link to="/login" className="text-brand">
          Sign in
        </Link>
      </p>
    );
  }
  return (
    <form className="space-y-4" onSubmit={onSubmit}>
      <label className="block text-sm font-medium">
        New password
        <input name="password" type="password" autoComplete="new-password" minLength={10} required className={inputClass} />
      </label>
      <button type="submit" disabled={busy} className={buttonClass}>
        Set new password
      </button>
    </form>
  );
}

export function ForgotPasswordPage({ email, token }: { email?: string; token?: string }) {
  return (
    <AuthCard title="Reset your password">
      {email && token ? <ChooseNewPassword email={email} token={token} /> : <RequestLink />}
      <Link to="/login" className="mt-6 inline-block text-sm text-brand">
        Back to sign in
      </Link>
    </AuthCard>
  );
}

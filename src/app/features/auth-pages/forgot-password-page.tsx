import { Link } from '@tanstack/react-router';
import { AcceptInviteResponse } from '../../../domain/contracts/session';
import { http } from '../../lib/http';
import { SessionContext } from '../session/provider';
import { AuthCard, buttonClass, inputClass } from './auth-card';
import { useFormSubmit } from './use-form-submit';
import { LoadError } from '../../components/kit/load-error';

function RequestLink() {
  const { snapshot, onSubmit, busy } = useFormSubmit((values) =>
    http.post('user/forgot_password', { json: values }).json(),
  );
  if (snapshot.matches('succeeded')) {
    return (
      <p role="status" className="text-sm">
        If an account exists for this email, we sent a link to reset the password. It expires in 10
        minutes.
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
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          className={inputClass}
        />
      </label>
      <button type="submit" disabled={busy} className={buttonClass}>
        Set new password
      </button>
    </form>
  );
}

/** An invitation: the invitee chooses a password and is signed in, a contractor straight into onboarding. */
function AcceptInvite({ email, token }: { email: string; token: string }) {
  const session = SessionContext.useActorRef();
  const { snapshot, onSubmit, busy } = useFormSubmit(async (values) => {
    const body = AcceptInviteResponse.parse(
      await http
        .post('user/accept_invite', { json: { email, token, password: values.password } })
        .json(),
    );
    if (body.next) session.send({ type: 'session.remember', path: body.next });
    session.send({ type: 'session.tokenReceived', token: body.access_token });
    return body;
  });
  return (
    <form className="space-y-4" onSubmit={onSubmit} data-state={String(snapshot.value)}>
      <p className="text-sm">
        Your account is <strong>{email}</strong>. Choose a password to sign in.
      </p>
      <label className="block text-sm font-medium">
        Password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          className={inputClass}
        />
      </label>
      {snapshot.context.error && <LoadError look="line" message={snapshot.context.error} />}
      <button
        type="submit"
        disabled={busy || snapshot.matches('succeeded')}
        className={buttonClass}
      >
        Set password and sign in
      </button>
    </form>
  );
}

export function ForgotPasswordPage({
  email,
  token,
  invite,
}: {
  email?: string;
  token?: string;
  invite?: boolean;
}) {
  if (invite && email && token)
    return (
      <AuthCard title="Welcome: choose your password">
        <AcceptInvite email={email} token={token} />
      </AuthCard>
    );
  return (
    <AuthCard title="Reset your password">
      {email && token ? <ChooseNewPassword email={email} token={token} /> : <RequestLink />}
      <Link to="/login" className="mt-6 inline-block text-sm text-brand">
        Back to sign in
      </Link>
    </AuthCard>
  );
}

import { Link } from '@tanstack/react-router';
import { LoginResponse } from '../../../domain/contracts/user';
import { http } from '../../lib/http';
import { SessionContext } from '../session/provider';
import { CodeForm } from '../../components/ui/code-form';
import { AuthCard, buttonClass, inputClass } from './auth-card';
import { ResendCodeButton } from './resend-code-button';
import { useCodeEntry } from './use-code-entry';
import { useFormSubmit } from './use-form-submit';

function EnterCode({ email }: { email: string }) {
  const session = SessionContext.useActorRef();
  const { snapshot, busy, send } = useFormSubmit(async (values) => {
    const body = LoginResponse.parse(
      await http.post('user/passwordless/verify', { json: { email, code: values.code } }).json(),
    );
    if (body.access_token)
      session.send({ type: 'session.tokenReceived', token: body.access_token });
    return body;
  });
  const entry = useCodeEntry((code) => send({ type: 'form.submit', values: { code } }), busy);
  return (
    <div data-state={String(snapshot.value)}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        We sent a 6-digit code to your email address. Please enter it below to continue.
      </p>
      <CodeForm
        {...entry}
        submitLabel="Sign in"
        actions={<ResendCodeButton email={email} purpose="passwordless" />}
      />
    </div>
  );
}

export function PasswordlessPage() {
  const { snapshot, onSubmit, busy } = useFormSubmit(async (values) => {
    await http.post('user/passwordless', { json: values }).json();
    return values.email;
  });
  const email = snapshot.matches('succeeded') ? String(snapshot.context.result) : null;
  return (
    <AuthCard title="Sign in with an emailed code" state={String(snapshot.value)}>
      {email ? (
        <EnterCode email={email} />
      ) : (
        <form className="space-y-4" onSubmit={onSubmit}>
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
          <button type="submit" disabled={busy} className={buttonClass}>
            Email me a code
          </button>
        </form>
      )}
      <Link to="/login" className="mt-6 inline-block text-sm text-brand">
        Sign in with a password
      </Link>
    </AuthCard>
  );
}

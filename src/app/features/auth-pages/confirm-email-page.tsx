import { Link } from '@tanstack/react-router';
import { http } from '../../lib/http';
import { AuthCard, buttonClass } from './auth-card';
import { useFormSubmit } from './use-form-submit';

function ConfirmWithLink({ email, token }: { email: string; token: string }) {
  const { snapshot, onSubmit, busy } = useFormSubmit(() =>
    http.post('user/confirm_email', { json: { email, token } }).json(),
  );
  if (snapshot.matches('succeeded')) {
    return (
      <p role="status" className="text-sm">
        Your email address {email} is confirmed.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm">Confirm that {email} is your email address.</p>
      <button type="submit" disabled={busy} className={buttonClass}>
        Confirm my email
      </button>
    </form>
  );
}

function RequestLink() {
  const { snapshot, onSubmit, busy } = useFormSubmit(() =>
    http.post('user/confirm_email/request').json(),
  );
  if (snapshot.matches('succeeded')) {
    return (
      <p role="status" className="text-sm">
        We sent a confirmation link to your email address. It expires in 10 minutes.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <button type="submit" disabled={busy} className={buttonClass}>
        Send confirmation link
      </button>
    </form>
  );
}

export function ConfirmEmailPage({
  email,
  token,
  signedIn,
}: {
  email?: string;
  token?: string;
  signedIn: boolean;
}) {
  return (
    <AuthCard title="Confirm your email">
      {email && token ? (
        <ConfirmWithLink email={email} token={token} />
      ) : signedIn ? (
        <RequestLink />
      ) : (
        <p className="text-sm">
          Open the link from the confirmation email, or sign in to get a new one.
        </p>
      )}
      <Link to="/login" className="mt-6 inline-block text-sm text-brand">
        Back to sign in
      </Link>
    </AuthCard>
  );
}

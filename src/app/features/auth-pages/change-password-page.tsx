import { http } from '../../lib/http';
import { SessionContext } from '../session/provider';
import { AuthCard, buttonClass, inputClass } from './auth-card';
import { useFormSubmit } from './use-form-submit';

/** Download of the personal data held about the user: a step-up operation (424 → code → replay). */
export function DataExport() {
  const { snapshot, onSubmit, busy } = useFormSubmit(async () => {
    const data: unknown = await http.get('user/data_export').json();
    return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(data, null, 2))}`;
  });
  return (
    <section
      aria-labelledby="data-export"
      className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id="data-export" className="font-semibold">
        Your data
      </h2>
      <form onSubmit={onSubmit} className="mt-3 space-y-3" data-state={String(snapshot.value)}>
        {snapshot.matches('succeeded') ? (
          <a
            href={String(snapshot.context.result)}
            download="my-data.json"
            className="text-sm font-medium text-brand"
          >
            Download my data (ready)
          </a>
        ) : (
          <button type="submit" disabled={busy} className={buttonClass}>
            Export my data
          </button>
        )}
      </form>
    </section>
  );
}

export function ChangePasswordPage() {
  const session = SessionContext.useActorRef();
  const { snapshot, onSubmit, busy } = useFormSubmit(async (values) => {
    await http.post('user/change_password', { json: values }).json();
    return true;
  });
  return (
    <AuthCard title="Change password" state={String(snapshot.value)}>
      {snapshot.matches('succeeded') ? (
        <div role="status" className="space-y-3 text-sm">
          <p>Your password was changed and every session was signed out.</p>
          <button
            type="button"
            className={buttonClass}
            onClick={() => session.send({ type: 'session.expired' })}
          >
            Sign in again
          </button>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={onSubmit}>
          <label className="block text-sm font-medium">
            Current password
            <input
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              className={inputClass}
            />
          </label>
          <label className="block text-sm font-medium">
            New password
            <input
              name="new_password"
              type="password"
              autoComplete="new-password"
              minLength={10}
              required
              className={inputClass}
            />
          </label>
          <button type="submit" disabled={busy} className={buttonClass}>
            Change password
          </button>
        </form>
      )}
      <DataExport />
      <button
        type="button"
        onClick={() => session.send({ type: 'session.signOut' })}
        className="mt-8 text-sm font-medium text-slate-600 underline dark:text-slate-300"
      >
        Sign out
      </button>
    </AuthCard>
  );
}

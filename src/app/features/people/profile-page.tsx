import { User } from '../../../domain/contracts/user';
import { http } from '../../lib/http';
import { useFormSubmit } from '../auth-pages/use-form-submit';
import { LoadError } from '../../components/kit/load-error';

const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900';

/** `/profile`: the signed-in user's own name (PATCH /v2/user); the email is their sign-in, shown only. */
export function ProfilePage({ user }: { user: User }) {
  const { snapshot, onSubmit, busy, send } = useFormSubmit(async (values) =>
    User.parse(await http.patch('user', { json: values }).json()),
  );
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    // Saving again after a save starts from editing.
    if (snapshot.matches('succeeded')) send({ type: 'form.reset' });
    onSubmit(e);
  };
  return (
    <section aria-labelledby="page-title" data-state={String(snapshot.value)}>
      <h1 id="page-title" className="text-xl font-semibold">
        Profile
      </h1>
      <form
        onSubmit={submit}
        aria-labelledby="page-title"
        className="mt-4 max-w-xl space-y-4 rounded-lg bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <p className="text-sm">
          <span className="font-medium">Email</span>: {user.email}
        </p>
        <label className="block text-sm font-medium">
          First name
          <input
            name="first_name"
            defaultValue={user.first_name}
            required
            maxLength={100}
            className={input}
          />
        </label>
        <label className="block text-sm font-medium">
          Last name
          <input
            name="last_name"
            defaultValue={user.last_name}
            required
            maxLength={100}
            className={input}
          />
        </label>
        {snapshot.context.error && <LoadError look="line" message={snapshot.context.error} />}
        {snapshot.matches('succeeded') && (
          <p role="status" className="text-sm text-green-700 dark:text-green-300">
            Your profile was saved.
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          Save
        </button>
      </form>
    </section>
  );
}

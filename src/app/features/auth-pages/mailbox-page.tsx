import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { OutboxList, type OutboxMessage } from '../../../domain/contracts/session';
import { errorMessageOf, http } from '../../lib/http';
import { LoadError } from '../../components/kit/load-error';
import { Moment } from '../../components/kit/moment';

const loadOutbox = fromPromise<OutboxMessage[]>(async ({ signal }) => {
  try {
    return OutboxList.parse(await http.get('dev/outbox', { signal }).json()).data;
  } catch (err) {
    throw new Error(await errorMessageOf(err));
  }
});

/** Demo mode's mailbox: what the server would have mailed (codes, reset links). */
export function MailboxPage() {
  const ref = useActorRef(loadOutbox);
  const snapshot = useSelector(ref, (s) => s);
  return (
    <main className="mx-auto max-w-3xl p-6" data-state={snapshot.status}>
      <h1 className="text-2xl font-bold">Mailbox</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Demo mode: mail is kept here instead of being sent. Newest first.
      </p>
      {snapshot.status === 'active' && <p className="mt-6 text-sm">Loading…</p>}
      {snapshot.status === 'error' && <LoadError message={snapshot.error} className="mt-6" />}
      {snapshot.status === 'done' && snapshot.output.length === 0 && (
        <p className="mt-6 text-sm">No mail yet.</p>
      )}
      <ul className="mt-6 space-y-4">
        {snapshot.output?.map((mail) => (
          <li key={mail.id}>
            <article
              aria-label={`${mail.subject} to ${mail.to}`}
              className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <h2 className="font-semibold">{mail.subject}</h2>
              <p className="text-xs text-slate-500">
                To {mail.to} · <Moment iso={mail.created_at} />
              </p>
              <p className="mt-2 text-sm whitespace-pre-wrap">{mail.body}</p>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}

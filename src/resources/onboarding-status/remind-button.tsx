import { ReminderSent, type OnboardingStatus } from './contract';
import { formatDate } from '../../domain/format/format';
import { http } from '../../app/lib/http';
import { useFormSubmit } from '../../app/features/auth-pages/use-form-submit';
import { LoadError } from '../../app/components/kit/load-error';

/** A row's "Send reminder" step: the server mails the user once a day at most and says so. */
export function RemindButton({ row }: { row: OnboardingStatus }) {
  const { snapshot, onSubmit, busy } = useFormSubmit(async () =>
    ReminderSent.parse(await http.post(`onboarding_status/${row.id}/remind`).json()),
  );
  const sent = snapshot.matches('succeeded');
  const last = sent ? (snapshot.context.result as ReminderSent).sent_at : row.last_reminded_at;
  return (
    <form onSubmit={onSubmit} className="space-y-1">
      <button
        type="submit"
        disabled={busy || sent}
        aria-label={`Send reminder to ${row.name}`}
        className="whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700"
      >
        {sent ? 'Reminder sent' : 'Send reminder'}
      </button>
      {last && <span className="block text-xs text-slate-500">Last sent {formatDate(last)}</span>}
      {snapshot.context.error && <LoadError look="line" message={snapshot.context.error} />}
    </form>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { EmptyState } from '../../app/components/kit/empty-state';
import { LoadError } from '../../app/components/kit/load-error';
import { Pager } from '../../app/components/kit/pager';
import { http } from '../../app/lib/http';
import { saveBlob } from '../../app/lib/save-blob';
import { formatDate, formatMoney } from '../../domain/format/format';
import { type JournalExportFormat, type JournalQueryInput, journalScreen } from './chart';
import { type JournalEntry, JournalPage } from './contract';
import { AccountingNav } from './pages';

const paramsOf = (q: JournalQueryInput) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;

/** The journal chart with its fetching: a page as JSON, or the whole period saved as a file. */
const journalLogic = journalScreen.provide({
  actors: {
    loadJournal: fromPromise(({ input, signal }) =>
      withApiErrors(async () =>
        JournalPage.parse(
          await http.get('accounting_journal', { searchParams: paramsOf(input), signal }).json(),
        ),
      ),
    ),
    exportJournal: fromPromise<void, { query: JournalQueryInput; format: JournalExportFormat }>(
      ({ input, signal }) =>
        withApiErrors(async () => {
          const { page: _page, per_page: _perPage, ...period } = paramsOf(input.query);
          const blob = await http
            .get('accounting_journal', {
              searchParams: { ...period, format: input.format },
              signal,
            })
            .blob();
          saveBlob(blob, `journal-${input.query.from}-${input.query.to}.${input.format}`);
        }),
    ),
  },
});

const SOURCE_WORDS: Record<JournalEntry['source'], string> = {
  invoice: 'Invoice',
  invoice_void: 'Invoice void',
  payment: 'Payment',
  payment_reversal: 'Payment taken back',
  payroll_run: 'Payroll run',
};

const amount = (cents: number) => (cents ? formatMoney(cents) : '');

function EntryTable({ entry }: { entry: JournalEntry }) {
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="text-left">
        <span className="font-medium">{formatDate(entry.date)}</span> · {SOURCE_WORDS[entry.source]}{' '}
        · {entry.reference}
        <span className="block text-xs text-slate-600 dark:text-slate-400">{entry.memo}</span>
      </caption>
      <thead>
        <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
          <th scope="col" className="py-1">
            Account
          </th>
          <th scope="col" className="hidden py-1 sm:table-cell">
            Item
          </th>
          <th scope="col" className="py-1 text-right">
            Debit
          </th>
          <th scope="col" className="py-1 text-right">
            Credit
          </th>
        </tr>
      </thead>
      <tbody>
        {entry.lines.map((l, i) => (
          <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
            <td className="py-1">
              {l.account ? `${l.account.code} · ${l.account.name}` : <em>Not mapped</em>}
            </td>
            <td className="hidden py-1 sm:table-cell">{l.item_label}</td>
            <td className="py-1 text-right tabular-nums">{amount(l.debit_cents)}</td>
            <td className="py-1 text-right tabular-nums">{amount(l.credit_cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/accounting_accounts/journal`: a period's journal, its totals and its downloads. */
export function JournalView({ query }: { query: JournalQueryInput }) {
  const ref = useActorRef(journalLogic, { input: query });
  const state = useSelector(ref, (s) => ({
    value: s.value as string,
    busy: s.hasTag('busy'),
    journal: s.context.journal,
    error: s.context.error,
    exportError: s.context.exportError,
    canExport: s.can({ type: 'journal.export', format: 'csv' }),
  }));
  const navigate = useNavigate();
  const go = (patch: Partial<JournalQueryInput>) =>
    void navigate({ to: '/accounting_accounts/journal', search: { ...query, ...patch } });
  const choose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    go({ from: String(data.get('from')), to: String(data.get('to')), page: 1 });
  };
  const meta = state.journal?.meta;
  const hrefOf = (page: number) => {
    const params = new URLSearchParams(
      Object.entries({ ...query, page }).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    return `/accounting_accounts/journal?${params.toString()}`;
  };
  return (
    <div data-state={state.value}>
      <AccountingNav />
      <h1 className="text-2xl font-semibold">Journal</h1>
      <form onSubmit={choose} className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          From
          <input
            name="from"
            type="date"
            defaultValue={query.from}
            required
            className="mt-1 block rounded-md px-2 py-1 ring-1 ring-slate-300 dark:bg-slate-800 dark:ring-slate-700"
          />
        </label>
        <label className="text-sm">
          To
          <input
            name="to"
            type="date"
            defaultValue={query.to}
            required
            className="mt-1 block rounded-md px-2 py-1 ring-1 ring-slate-300 dark:bg-slate-800 dark:ring-slate-700"
          />
        </label>
        <button
          type="submit"
          className="rounded-md px-3 py-1.5 text-sm ring-1 ring-slate-300 dark:ring-slate-600"
        >
          Show period
        </button>
        <span className="grow" />
        <button
          type="button"
          disabled={!state.canExport}
          onClick={() => ref.send({ type: 'journal.export', format: 'iif' })}
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          Export QuickBooks IIF
        </button>
        <button
          type="button"
          disabled={!state.canExport}
          onClick={() => ref.send({ type: 'journal.export', format: 'csv' })}
          className="rounded-md px-3 py-1.5 text-sm ring-1 ring-slate-300 disabled:opacity-60 dark:ring-slate-600"
        >
          Export CSV
        </button>
      </form>
      {state.exportError && <LoadError look="line" message={state.exportError} className="mt-3" />}
      {state.value === 'failed' && (
        <LoadError message={state.error} onRetry={() => ref.send({ type: 'journal.retry' })} />
      )}
      {state.busy && !meta && <p className="mt-4 text-sm">Loading…</p>}
      {meta && (
        <>
          <p className="mt-4 text-sm" aria-live="polite">
            {meta.employer_name}: {meta.total} {meta.total === 1 ? 'entry' : 'entries'} from{' '}
            {formatDate(meta.from)} to {formatDate(meta.to)}. Total debits{' '}
            <strong>{formatMoney(meta.total_debit_cents)}</strong>, total credits{' '}
            <strong>{formatMoney(meta.total_credit_cents)}</strong>
            {meta.total_debit_cents === meta.total_credit_cents ? ': balanced.' : ': not balanced.'}
          </p>
          {meta.unmapped.length > 0 && (
            <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
              Not mapped to an account yet: {meta.unmapped.join(', ')}.
            </p>
          )}
          {state.journal!.data.length === 0 ? (
            <EmptyState>No entries in this period.</EmptyState>
          ) : (
            <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              {state.journal!.data.map((e) => (
                <section key={e.id} className="py-3">
                  <EntryTable entry={e} />
                </section>
              ))}
            </div>
          )}
          <Pager
            page={meta.page}
            perPage={meta.per_page}
            total={meta.total}
            hrefOf={hrefOf}
            onPerPage={(per_page) => go({ per_page, page: 1 })}
          />
        </>
      )}
    </div>
  );
}

import type { AssignmentQuery } from '../../../../machines/assignment-list/assignment-list.screen';
import type { Assignment } from '../../../domain/contracts/assignments';
import { formatDate, formatMoney } from '../../../domain/format/format';
import { SpaLink } from '../../components/nav/spa-link';
import { listHref } from './list-href';
import { AssignmentListContext } from './providers';

const cell = 'p-2 text-left';
const link = 'text-brand underline-offset-2 hover:underline';

function Filters({ query, rows }: { query: AssignmentQuery; rows: Assignment[] }) {
  const contractor = rows.find((a) => a.contractor_id === query.contractor_id)?.contractor_name ?? 'selected contractor';
  const client = rows.find((a) => a.client_id === query.client_id)?.client_name ?? 'selected client';
  if (!query.contractor_id && !query.client_id) {
    return <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Select a contractor or client name to filter by it.</p>;
  }
  return (
    <ul aria-label="Filters" className="mt-2 flex flex-wrap gap-2 text-sm">
      {query.contractor_id && (
        <li className="rounded-full bg-slate-100 px-3 py-1 dark:bg-slate-800">
          Contractor: {contractor}{' '}
          <SpaLink href={listHref({ ...query, page: 1, contractor_id: undefined })} aria-label="Remove the contractor filter" className={link}>
            ×
          </SpaLink>
        </li>
      )}
      {query.client_id && (
        <li className="rounded-full bg-slate-100 px-3 py-1 dark:bg-slate-800">
          Client: {client}{' '}
          <SpaLink href={listHref({ ...query, page: 1, client_id: undefined })} aria-label="Remove the client filter" className={link}>
            ×
          </SpaLink>
        </li>
      )}
    </ul>
  );
}

function Table({ query, rows }: { query: AssignmentQuery; rows: Assignment[] }) {
  const showBill = rows.some((a) => a.bill_rate_cents !== null);
  return (
    <div className="mt-4 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className="w-full text-sm">
        <caption className="sr-only">Assignments, oldest start first</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>Job title</th>
            <th scope="col" className={cell}>Contractor</th>
            <th scope="col" className={cell}>Client</th>
            <th scope="col" className={cell}>Start</th>
            <th scope="col" className={cell}>End</th>
            <th scope="col" className="p-2 text-right">Pay rate</th>
            {showBill && <th scope="col" className="p-2 text-right">Bill rate</th>}
            <th scope="col" className={cell}>Processing</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className={`${cell} font-medium`}>
                <SpaLink href={`/assignments/${a.id}`} className={link}>
                  {a.job_title}
                </SpaLink>
              </th>
              <td className={cell}>
                <SpaLink href={listHref({ ...query, page: 1, contractor_id: a.contractor_id })} className={link} aria-label={`Only ${a.contractor_name}`}>
                  {a.contractor_name}
                </SpaLink>
              </td>
              <td className={cell}>
                <SpaLink href={listHref({ ...query, page: 1, client_id: a.client_id })} className={link} aria-label={`Only ${a.client_name}`}>
                  {a.client_name}
                </SpaLink>
              </td>
              <td className={cell}>{formatDate(a.start_date)}</td>
              <td className={cell}>{formatDate(a.end_date)}</td>
              <td className="p-2 text-right tabular-nums">{formatMoney(a.pay_rate_cents)}/h</td>
              {showBill && <td className="p-2 text-right tabular-nums">{a.bill_rate_cents === null ? '--' : `${formatMoney(a.bill_rate_cents)}/h`}</td>}
              <td className={cell}>{a.processing_status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ query, total }: { query: AssignmentQuery; total: number }) {
  const pages = Math.max(1, Math.ceil(total / query.per_page));
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center gap-4 text-sm">
      {query.page > 1 ? (
        <SpaLink href={listHref({ ...query, page: query.page - 1 })} className={link}>
          Previous page
        </SpaLink>
      ) : (
        <span className="text-slate-400">Previous page</span>
      )}
      <span>
        Page {query.page} of {pages} · {total} {total === 1 ? 'assignment' : 'assignments'}
      </span>
      {query.page < pages ? (
        <SpaLink href={listHref({ ...query, page: query.page + 1 })} className={link}>
          Next page
        </SpaLink>
      ) : (
        <span className="text-slate-400">Next page</span>
      )}
    </nav>
  );
}

function List() {
  const s = AssignmentListContext.useSelector((snap) => ({ state: String(snap.value), query: snap.context.query, list: snap.context.list, error: snap.context.error }));
  const ref = AssignmentListContext.useActorRef();
  const rows = s.list?.data ?? [];
  return (
    <section data-state={s.state} aria-labelledby="page-title" aria-busy={s.state === 'loading'}>
      <h1 id="page-title" className="text-xl font-semibold">
        Assignments
      </h1>
      <Filters query={s.query} rows={rows} />
      {s.state === 'failed' && (
        <div role="alert" className="mt-4 flex items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {s.error}
          <button type="button" className="underline" onClick={() => ref.send({ type: 'assignments.retry' })}>
            Try again
          </button>
        </div>
      )}
      {s.state === 'empty' && <p className="mt-4 rounded-md bg-slate-50 p-4 text-sm dark:bg-slate-900">No assignments match these filters.</p>}
      {s.state === 'loaded' && <Table query={s.query} rows={rows} />}
      {s.list && <Pager query={s.query} total={s.list.meta.total} />}
    </section>
  );
}

/** /assignments: the caller's assignments with contractor/client filters and paging in the URL. */
export function AssignmentListView({ query }: { query: AssignmentQuery }) {
  return (
    <AssignmentListContext.Provider options={{ input: query }}>
      <List />
    </AssignmentListContext.Provider>
  );
}

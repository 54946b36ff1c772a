import { useId } from 'react';
import { PAGE_SIZE } from '../../../domain/resources/list-query';
import { SpaLink } from '../nav/spa-link';

interface Props {
  page: number;
  perPage: number;
  total: number;
  /** The href of another page of the same query. */
  hrefOf(page: number): string;
  onPerPage(perPage: number): void;
}

/** The usual sizes, and the one a shared link asked for. */
const perPageChoices = (current: number) =>
  [...new Set([25, PAGE_SIZE.default, 100, PAGE_SIZE.max, current])].sort((a, b) => a - b);
const link = 'text-brand underline-offset-2 hover:underline';
// The page there is no going to: muted, yet readable (slate-400 on the page's background was 2.5:1,
// below WCAG's 4.5:1, which Lighthouse counts against the list pages).
const none = 'text-slate-500 dark:text-slate-400';

/** Previous and next page as links (so they open in a new tab too), where we are, and the page size. */
export function Pager({ page, perPage, total, hrefOf, onPerPage }: Props) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-end gap-4 text-sm">
      {page > 1 ? (
        <SpaLink href={hrefOf(Math.min(page - 1, pages))} className={link}>
          Previous page
        </SpaLink>
      ) : (
        <span className={none}>Previous page</span>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <SpaLink href={hrefOf(page + 1)} className={link}>
          Next page
        </SpaLink>
      ) : (
        <span className={none}>Next page</span>
      )}
      <label htmlFor={id} className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
        Rows per page
        <select
          id={id}
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {perPageChoices(perPage).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}

import type { ResourceDefinition } from '../../../domain/resources/define';
import type { ListQueryDescriptor } from '../../../domain/resources/list-query';

/** What a list page needs of its resource to name itself. */
export type ListResource = Pick<ResourceDefinition<unknown>, 'labels' | 'specPaths' | 'listPath'>;

/** What the generic list page reads of its resource: its words, and its query's filters and sorts. */
export type ListResourceOf<D extends ListQueryDescriptor> = ListResource & { query: D };

/** The words and address of one list page. */
export interface ListWords {
  title: string;
  caption: string;
  /** Lower-case plural: "Filter timesheets". */
  noun: string;
  empty: string;
  /** The page's own path: filters, sort and paging become its search params. */
  path: string;
  /** `1 expense`, `2 expenses`. */
  count(total: number): string;
}

/** A page that shows its resource in one of several places (a route's title, path or empty text). */
export type ListWordsOf = Partial<Omit<ListWords, 'count'>>;

/** Lower-case a leading capital, keeping an abbreviation's (`PTO rules`, `I-9 forms`, `T4 workers`). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** The first spec path without its parameters: `/agreements/{id}` is listed at `/agreements`. */
const pathOf = (r: ListResource) =>
  r.listPath ?? (r.specPaths[0] ?? '').replace(/\/\{[^}]*\}.*$/, '');

/** A list page's words, derived from its resource's labels (docs/views.md, "A list page's words"). */
export function listWords(r: ListResource, own: ListWordsOf = {}): ListWords {
  const l = r.labels;
  const noun = own.noun ?? l.noun ?? lowerFirst(l.plural);
  const [one, many] = l.count ?? [lowerFirst(l.singular), noun];
  return {
    title: own.title ?? l.title ?? l.plural,
    caption: own.caption ?? l.caption ?? l.plural,
    noun,
    empty: own.empty ?? l.empty ?? `No ${noun} match these filters.`,
    path: own.path ?? pathOf(r),
    count: (total) => `${total} ${total === 1 ? one : many}`,
  };
}

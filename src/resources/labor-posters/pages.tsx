import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { AUDIENCE_LABELS, type PosterAudience } from './audiences';
import { type LaborPoster, laborPostersResource } from './contract';
import { laborPostersQuery, type LaborPosterSearch } from './query';

const listLogic = resourceListLogic(laborPostersResource);

const columns: Column<LaborPoster>[] = [
  {
    header: 'Poster',
    sortKey: 'title',
    rowHeader: true,
    cell: (r) => (
      <a
        href={r.url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand underline-offset-2 hover:underline"
      >
        {r.title}
      </a>
    ),
  },
  { header: 'Publication', sortKey: 'code', cell: (r) => r.code },
  { header: 'Law', cell: (r) => `${r.law} · ${r.agency}` },
  { header: 'Who must post', cell: (r) => r.who_must_post },
  {
    header: 'Employees',
    sortKey: 'min_employees',
    cell: (r) => (r.min_employees === null ? 'Any number' : `${r.min_employees} or more`),
  },
];

const intro = (
  <p className="text-sm text-slate-600">
    The federal notices employers must display where employees can read them, from the U.S.
    Department of Labor's workplace posters list. State and local posters come from each state's
    labor office.
  </p>
);

/** /labor_posters: the federal workplace posters, each linking to the agency's printable copy. */
export function LaborPosterListView({
  search,
  exportable,
}: {
  search: LaborPosterSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<LaborPoster, typeof laborPostersQuery>
      resource={laborPostersResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      intro={intro}
      fields={{
        title: { label: 'Poster' },
        audience: {
          label: 'For',
          valueLabel: (v) => AUDIENCE_LABELS[v as PosterAudience],
        },
      }}
    />
  );
}

import type { Change } from './plan';
import type { Names } from './names';

function listNote(n: Names) {
  return `/${n.snake}: the caller's ${n.label.plural.toLowerCase()} with filters, sort and paging in the URL.`;
}

/** A configuration resource's `pages.tsx`: the list and the detail page on the screen kit. */
export const pagesFile = (
  n: Names,
) => `import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { formatDate } from '../../domain/format/format';
import { ${n.camel}Resource, type ${n.Singular} } from './contract';
import { ${n.camel}Query, type ${n.Singular}Search } from './query';

const PATH = '/${n.snake}';

const listLogic = resourceListLogic(${n.camel}Resource);
const detailLogic = resourceDetailLogic(${n.camel}Resource);

const columns: Column<${n.Singular}>[] = [
  linkColumn(${n.camel}Resource, 'Name', (r) => r.name, { sortKey: 'name' }),
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** ${listNote(n)} */
export function ${n.Singular}ListView({ search, exportable }: { search: ${n.Singular}Search; exportable: boolean }) {
  return (
    <ResourceListView<${n.Singular}, typeof ${n.camel}Query>
      resource={${n.camel}Resource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{ name: { label: 'Name' }, created_at: { label: 'Created' } }}
    />
  );
}

export function ${n.Singular}DetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<${n.Singular}, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => r?.name ?? '${n.label.singular}'}
      back={{ href: PATH, label: '← ${n.label.plural}' }}
      noun="${n.label.singular.toLowerCase()}"
      sections={(r) => (
        <DetailSection id="fields" title="Details">
          <FieldList layout="table" fields={[['Name', r.name], ['Created', formatDate(r.created_at)]]} />
        </DetailSection>
      )}
    />
  );
}
`;

/** Where the routes import a resource's pages and list query from: its folder. */
const folderSources = (n: Names) => ({
  pages: `../../../resources/${n.kebab}/pages`,
  query: `../../../resources/${n.kebab}/query`,
});
type Sources = ReturnType<typeof folderSources>;

const listRouteFile = (
  n: Names,
  from: Sources,
) => `import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { ${n.camel}Query } from '${from.query}';
import { ${n.Singular}ListView } from '${from.pages}';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/${n.snake}/')({
  validateSearch: listSearch(${n.camel}Query),
  component: function ${n.Singular}List() {
    const { user } = useShell();
    return <${n.Singular}ListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />;
  },
});
`;

const detailRouteFile = (
  n: Names,
  from: Sources,
) => `import { createFileRoute } from '@tanstack/react-router';
import { ${n.Singular}DetailView } from '${from.pages}';

export const Route = createFileRoute('/_shell/${n.snake}/$id')({
  component: function ${n.Singular}Detail() {
    return <${n.Singular}DetailView id={Route.useParams().id} />;
  },
});
`;

/** The list and detail routes in the shell layout, importing the folder's pages. */
export function routeFiles(n: Names): Change[] {
  const from = folderSources(n);
  return [
    {
      path: `src/app/routes/_shell/${n.snake}.index.tsx`,
      kind: 'create',
      text: listRouteFile(n, from),
    },
    {
      path: `src/app/routes/_shell/${n.snake}.$id.tsx`,
      kind: 'create',
      text: detailRouteFile(n, from),
    },
  ];
}

/**
 * A status workflow's list and detail routes: the folder's kit pages (`workflowPages`) read their
 * search and id themselves; the list route parses its URL with the zod-free query.
 */
export function workflowRouteFiles(n: Names): Change[] {
  const from = folderSources(n);
  return [
    {
      path: `src/app/routes/_shell/${n.snake}.index.tsx`,
      kind: 'create',
      text: `import { createFileRoute } from '@tanstack/react-router';
import { ${n.camel}Query } from '${from.query}';
import { ${n.Singular}ListPage } from '${from.pages}';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/${n.snake}/')({
  validateSearch: listSearch(${n.camel}Query),
  component: ${n.Singular}ListPage,
});
`,
    },
    {
      path: `src/app/routes/_shell/${n.snake}.$id.tsx`,
      kind: 'create',
      text: `import { createFileRoute } from '@tanstack/react-router';
import { ${n.Singular}DetailPage } from '${from.pages}';

export const Route = createFileRoute('/_shell/${n.snake}/$id')({ component: ${n.Singular}DetailPage });
`,
    },
  ];
}

import type { Change } from './plan';
import type { Names } from './names';

function listNote(n: Names) {
  return `/${n.snake}: the caller's ${n.label.plural.toLowerCase()} with filters, sort and paging in the URL.`;
}

const pagesFile = (
  n: Names,
) => `import { Link } from '@tanstack/react-router';
import type { ${n.Singular} } from '../../../domain/contracts/${n.kebab}';
import { formatDate } from '../../../domain/format/format';
import { ${n.camel}Resource } from '../../../domain/resources/${n.kebab}';
import { ${n.camel}Query, type ${n.Singular}Search } from '../../../domain/resources/${n.kebab}-query';
import { resourceDetailLogic } from '../../actors/resource-detail';
import { resourceListLogic } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { ResourceListView } from '../../components/kit/resource-list-view';

const PATH = '/${n.snake}';

const listLogic = resourceListLogic(${n.camel}Resource);
const detailLogic = resourceDetailLogic(${n.camel}Resource);

const columns: Column<${n.Singular}>[] = [
  {
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (r) => (
      <Link to="/${n.snake}/$id" params={{ id: r.id }} className="text-brand underline-offset-2 hover:underline">
        {r.name}
      </Link>
    ),
  },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** ${listNote(n)} */
export function ${n.Singular}ListView({ search, exportable }: { search: ${n.Singular}Search; exportable: boolean }) {
  return (
    <ResourceListView<${n.Singular}, typeof ${n.camel}Query>
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="${n.label.plural}"
      path={PATH}
      descriptor={${n.camel}Query}
      columns={columns}
      caption="${n.label.plural}"
      noun="${n.label.plural.toLowerCase()}"
      fields={{ name: { label: 'Name' }, created_at: { label: 'Created' } }}
      empty="No ${n.label.plural.toLowerCase()} match these filters."
      summary={(page) => \`\${page.meta.total} ${n.label.plural.toLowerCase()}\`}
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

const listRouteFile = (n: Names) => `import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { ${n.camel}Query } from '../../../domain/resources/${n.kebab}-query';
import { ${n.Singular}ListView } from '../../features/${n.kebab}/${n.kebab}-pages';
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

const detailRouteFile = (n: Names) => `import { createFileRoute } from '@tanstack/react-router';
import { ${n.Singular}DetailView } from '../../features/${n.kebab}/${n.kebab}-pages';

export const Route = createFileRoute('/_shell/${n.snake}/$id')({
  component: function ${n.Singular}Detail() {
    return <${n.Singular}DetailView id={Route.useParams().id} />;
  },
});
`;

/** The browser half: one feature file with both pages on the screen kit, and the two routes in the shell layout. */
export const appFiles = (n: Names): Change[] => [
  { path: `src/app/features/${n.kebab}/${n.kebab}-pages.tsx`, kind: 'create', text: pagesFile(n) },
  { path: `src/app/routes/_shell/${n.snake}.index.tsx`, kind: 'create', text: listRouteFile(n) },
  { path: `src/app/routes/_shell/${n.snake}.$id.tsx`, kind: 'create', text: detailRouteFile(n) },
];

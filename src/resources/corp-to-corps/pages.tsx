import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate } from '../../domain/format/format';
import { corpToCorpsResource, type CorpToCorp } from './contract';
import { corpToCorpsForm } from './form';
import { corpToCorpsQuery, type CorpToCorpSearch } from './query';

const PATH = '/corp_to_corps';
const link = 'text-brand underline-offset-2 hover:underline';

const listLogic = resourceListLogic(corpToCorpsResource);
const detailLogic = resourceDetailLogic(corpToCorpsResource);

const columns: Column<CorpToCorp>[] = [
  linkColumn(corpToCorpsResource, 'Name', (r) => r.entity_name, { sortKey: 'entity_name' }),
  { header: 'EIN', cell: (r) => r.tax_id },
  { header: 'Contractors', cell: (r) => String(r.contractors.length) },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /corp_to_corps: the vendor companies the caller's contractors work through. */
export function CorpToCorpListView(props: {
  search: CorpToCorpSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<CorpToCorp, typeof corpToCorpsQuery>
      resource={corpToCorpsResource}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns}
      fields={{
        entity_name: { label: 'Name' },
        partner_id: { label: 'Partner', nameIn: (r) => [r.partner_id ?? '', r.partner_name ?? ''] },
      }}
      actions={
        props.creatable && (
          <Link
            to="/corp_to_corps/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New corp-to-corp
          </Link>
        )
      }
    />
  );
}

export function CorpToCorpDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<CorpToCorp>
      logic={detailLogic}
      id={id}
      title={(r) => r?.entity_name ?? 'Corp-to-corp'}
      back={{ href: PATH, label: '← Corp-to-corps' }}
      noun="corp-to-corp"
      editHref={editable ? (r) => `${PATH}/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Name', r.entity_name],
        ['EIN', r.tax_id],
        ['Partner', r.partner_name ?? '--'],
        ['Created', formatDate(r.created_at)],
      ]}
    >
      {(r) => (
        <DetailSection id="contractors" title="Contractors">
          {r.contractors.length === 0 ? (
            <p className="text-sm text-slate-500">No contractors work through this vendor.</p>
          ) : (
            <ul className="list-disc pl-5 text-sm">
              {r.contractors.map((c) => (
                <li key={c.id}>
                  <Link to="/contractors/$id" params={{ id: c.id }} className={link}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
      )}
    </RecordDetailView>
  );
}

const savedHref = (saved: string) => `${PATH}/${saved}`;

/** A new corp-to-corp vendor of the caller's partner (an admin picks it), or with `id` its edit. */
export function CorpToCorpFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={corpToCorpsResource.apiPath}
      form={corpToCorpsForm}
      user={user}
      id={id}
      title={id ? 'Edit corp-to-corp' : 'New corp-to-corp'}
      cancelHref={id ? `${PATH}/${id}` : PATH}
      savedHref={savedHref}
      submitLabel={id ? 'Save' : 'Create corp-to-corp'}
    />
  );
}

import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { NotesFor } from '../../app/components/kit/notes-section';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate } from '../../domain/format/format';
import { type Contractor, contractorsResource } from './contract';
import { contractorsForm } from './form';
import { contractorsQuery, type ContractorSearch } from './query';

const steps = (c: Contractor) =>
  c.steps_required === 0 ? 'None required' : `${c.steps_completed} of ${c.steps_required}`;
const kind = (c: Contractor) =>
  c.corp_to_corp ? 'Corp-to-corp' : c.requires_w2_onboard ? 'W-2' : 'Independent contractor';

const listLogic = resourceListLogic(contractorsResource);
const detailLogic = resourceDetailLogic(contractorsResource);

const columns: Column<Contractor>[] = [
  linkColumn(contractorsResource, 'Name', (c) => c.name, { sortKey: 'name' }),
  { header: 'Email', cell: (c) => c.email ?? '--' },
  { header: 'Partner', cell: (c) => c.partner_name ?? '--' },
  { header: 'Type', cell: kind },
  { header: 'Onboarding steps', cell: steps },
  { header: 'Added', sortKey: 'created_at', cell: (c) => formatDate(c.created_at) },
];

/** /contractors: the contractors in the caller's scope; personal data only where spec §6 allows it. */
export function ContractorListView({
  search,
  exportable,
  creatable = false,
}: {
  search: ContractorSearch;
  exportable: boolean;
  /** Offers "New contractor" (spec §6: who may create contractors). */
  creatable?: boolean;
}) {
  return (
    <ResourceListView<Contractor, typeof contractorsQuery>
      resource={contractorsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      actions={
        creatable && (
          <Link
            to="/create_contractor"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New contractor
          </Link>
        )
      }
      columns={columns}
      fields={{
        name: { label: 'Name' },
        requires_w2_onboard: {
          label: 'W-2 onboarding',
          valueLabel: (v) => (v === 'true' ? 'W-2' : 'Not W-2'),
        },
        partner_id: { label: 'Partner', nameIn: (c) => [c.partner_id ?? '', c.partner_name ?? ''] },
      }}
    />
  );
}

export function ContractorDetailView({ id }: { id: string }) {
  const { user } = useShell();
  return (
    <ResourceDetailView<Contractor, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(c) => c?.name ?? 'Contractor'}
      back={{ href: '/contractors', label: '← Contractors' }}
      noun="contractor"
      sections={(c) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Name', c.name],
                ['Email', c.email ?? 'Hidden'],
                ['Partner', c.partner_name ?? '--'],
                ['Type', kind(c)],
                ['Onboarding steps', steps(c)],
                ['SSN', c.ssn_masked ?? 'Hidden'],
                ['Added', formatDate(c.created_at)],
              ]}
            />
          </DetailSection>
          <NotesFor subjectType="contractors" subjectId={c.id} user={user} />
        </>
      )}
    />
  );
}

/** `/create_contractor`: a new contractor, invited by email into onboarding. */
export function ContractorFormView() {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      apiPath={contractorsResource.apiPath}
      form={contractorsForm}
      user={user}
      title="New contractor"
      cancelHref="/contractors"
      savedHref={(saved) => `/contractors/${saved}`}
      submitLabel="Create and invite"
    />
  );
}

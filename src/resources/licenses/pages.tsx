import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';
import { NewLink, recordLink } from '../../app/features/payroll-config/links';
import { formatDate } from '../../domain/format/format';
import { usStates } from '../../domain/validation/regions';
import { licensesResource, type License } from './contract';
import { licensesQuery, type LicenseSearch } from './query';

const PATH = '/licenses';
const listLogic = resourceListLogic(licensesResource);
const detailLogic = resourceDetailLogic(licensesResource);

/** Today in the browser's calendar, as the API writes dates. */
const today = () => new Date().toLocaleDateString('en-CA');
/** "Expired" once the expiry date has passed: what the employer checks before placing. */
const validity = (l: License) => (l.expires_on < today() ? 'Expired' : 'Valid');

const columns: Column<License>[] = [
  linkColumn(licensesResource, 'License', (l) => l.license_type, { sortKey: 'license_type' }),
  {
    header: 'Contractor',
    sortKey: 'contractor',
    cell: (l, links) => (
      <SpaLink
        href={links.withFilter({ contractor_id: l.contractor_id })}
        className={recordLink}
        aria-label={`Only ${l.contractor_name}`}
      >
        {l.contractor_name}
      </SpaLink>
    ),
  },
  { header: 'Number', cell: (l) => l.number },
  { header: 'State', cell: (l) => l.state },
  { header: 'Expires', sortKey: 'expires_on', cell: (l) => formatDate(l.expires_on) },
  { header: 'Status', cell: validity },
];

/** /licenses: workers' professional licenses, the soonest to expire first. */
export function LicenseListView({
  search,
  exportable,
  creatable,
}: {
  search: LicenseSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<License, typeof licensesQuery>
      resource={licensesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        license_type: { label: 'License type' },
        contractor_id: { label: 'Contractor', nameIn: (l) => [l.contractor_id, l.contractor_name] },
        expires_on: { label: 'Expiring' },
      }}
      actions={creatable && <NewLink to="/licenses/new">New license</NewLink>}
    />
  );
}

export function LicenseDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<License>
      logic={detailLogic}
      id={id}
      title={(l) => (l ? `${l.license_type} · ${l.contractor_name}` : 'License')}
      back={{ href: PATH, label: '← Licenses' }}
      noun="license"
      editHref={editable ? (l) => `/licenses/new?id=${l.id}` : undefined}
      fields={(l) => [
        ['Contractor', l.contractor_name],
        ['License type', l.license_type],
        ['Number', l.number],
        ['Issuing state', `${l.state} — ${usStates[l.state] ?? l.state}`],
        ['Issued on', formatDate(l.issued_on)],
        ['Expires on', formatDate(l.expires_on)],
        ['Status', validity(l)],
      ]}
    />
  );
}

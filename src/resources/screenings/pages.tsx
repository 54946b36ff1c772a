import type { ReactNode } from 'react';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { formatDate } from '../../domain/format/format';
import { stepTitle } from '../../domain/onboarding/step-routes';
import { screeningsResource, type Screening } from './contract';
import { screeningsQuery, type ScreeningSearch } from './query';

const PATH = '/screenings';

const listLogic = resourceListLogic(screeningsResource);
const detailLogic = resourceDetailLogic(screeningsResource);

const STATUS_LABEL = { ordered: 'Ordered', completed: 'Completed' } as const;

const columns: Column<Screening>[] = [
  linkColumn(screeningsResource, 'Screening', (r) => stepTitle(r.type), { sortKey: 'type' }),
  { header: 'Contractor', cell: (r) => r.contractor_name },
  { header: 'Partner', cell: (r) => r.partner_name ?? '--' },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (r) => <StatusBadge status={r.status} label={STATUS_LABEL[r.status]} />,
  },
  { header: 'Result', cell: (r) => r.result ?? '--' },
  { header: 'Ordered', sortKey: 'ordered_at', cell: (r) => formatDate(r.ordered_at) },
];

/** /screenings: the screenings in the caller's scope, with filters, sort and paging in the URL. */
export function ScreeningListView(props: {
  search: ScreeningSearch;
  exportable: boolean;
  title?: string;
  actions?: ReactNode;
}) {
  return (
    <ResourceListView<Screening, typeof screeningsQuery>
      resource={screeningsResource}
      words={props.title ? { title: props.title } : {}}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns}
      fields={{
        type: { label: 'Screening', valueLabel: stepTitle },
        status: { label: 'Status', valueLabel: (v) => STATUS_LABEL[v as Screening['status']] },
        ordered_at: { label: 'Ordered' },
      }}
      actions={props.actions}
    />
  );
}

export function ScreeningDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<Screening, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => (r ? `${stepTitle(r.type)}: ${r.contractor_name}` : 'Screening')}
      back={{ href: PATH, label: '← Screenings' }}
      noun="screening"
      sections={(r) => (
        <DetailSection id="fields" title="Details">
          <FieldList
            layout="table"
            fields={[
              ['Screening', stepTitle(r.type)],
              ['Contractor', r.contractor_name],
              ['Partner', r.partner_name ?? '--'],
              [
                'Provider',
                r.provider === 'demo' ? 'Demo provider (no real screening)' : r.provider,
              ],
              ['Status', <StatusBadge status={r.status} label={STATUS_LABEL[r.status]} />],
              ['Result', r.result ?? '--'],
              ['Ordered', formatDate(r.ordered_at)],
              ['Completed', r.completed_at ? formatDate(r.completed_at) : '--'],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}

import { Link } from '@tanstack/react-router';
import { resourceListLogic } from '../../app/actors/resource-list';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import type { WorkflowEdit } from '../../app/components/kit/workflow-edit';
import { workflowListBulk } from '../../app/components/kit/workflow-list-bulk';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import { statusWords } from '../../domain/format/words';
import { adjustmentDefinition, subjectOfAdjustment, type AdjustmentEvent } from './chart';
import { type Adjustment, AdjustmentDetail, adjustmentsResource } from './contract';
import { adjustmentsForm } from './form';
import { adjustmentsQuery, type AdjustmentSearch } from './query';

const PATH = '/adjustments';

const listLogic = resourceListLogic(adjustmentsResource);
const detailLogic = workflowDetailLogic('adjustments', AdjustmentDetail);

/** An amount as a signed figure from the worker's or the client's side would confuse: the direction says which way. */
const amount = (a: Adjustment) => formatMoney(a.amount_cents);
const directionLabel = (a: Adjustment) => (a.direction === 'pay' ? 'Pay' : 'Bill');

const columns: Column<Adjustment>[] = [
  linkColumn(adjustmentsResource, 'Date', (a) => formatDate(a.date), { sortKey: 'date' }),
  { header: 'Contractor', cell: (a) => a.contractor_name },
  { header: 'Client', cell: (a) => orMissing(a.client_name) },
  { header: 'Direction', cell: directionLabel },
  { header: 'Payer', cell: (a) => statusWords(a.payer) },
  { header: 'Type', cell: (a) => statusWords(a.type) },
  { header: 'Amount', sortKey: 'amount', cell: amount },
  { header: 'Status', sortKey: 'status', cell: (a) => <StatusBadge status={a.status} /> },
];

const bulkFor = workflowListBulk(adjustmentDefinition, {
  path: 'adjustments',
  noun: 'adjustment',
  checkbox: (a: Adjustment) => `Select adjustment of ${a.contractor_name} on ${formatDate(a.date)}`,
  row: (a) => `${formatDate(a.date)} · ${a.contractor_name} · ${amount(a)}`,
});

/** /adjustments: pay and bill adjustments in the caller's scope; bulk approval with a per-row preview. */
export function AdjustmentListView(props: {
  search: AdjustmentSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  const { user } = useShell();
  return (
    <ResourceListView<Adjustment, typeof adjustmentsQuery>
      resource={adjustmentsResource}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns}
      fields={{
        status: { label: 'Status' },
        direction: { label: 'Direction', valueLabel: statusWords },
        type: { label: 'Type', valueLabel: statusWords },
        contractor_id: { label: 'Contractor', nameIn: (a) => [a.contractor_id, a.contractor_name] },
        client_id: { label: 'Client', nameIn: (a) => [a.client_id ?? '', a.client_name ?? ''] },
        date: { label: 'Date' },
      }}
      actions={
        props.creatable && (
          <Link
            to="/adjustments/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New adjustment
          </Link>
        )
      }
      bulk={bulkFor(user)}
    />
  );
}

/** Corrected while pending, by those who add adjustments: the chart says when. */
export const adjustmentEdit: WorkflowEdit<AdjustmentDetail, AdjustmentEvent> = {
  event: (user) => ({ type: 'adjustment.edit', user }),
  href: (d) => `/adjustments/new?id=${d.adjustment.id}`,
};

/** /adjustments/{id}: the fields, the actions the shared chart opens to this user (and why not the others), the history. */
export function AdjustmentDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={adjustmentDefinition}
      subjectOf={(d: AdjustmentDetail) => subjectOfAdjustment(d.adjustment)}
      title={(d) =>
        d
          ? `${directionLabel(d.adjustment)} adjustment of ${d.adjustment.contractor_name}`
          : 'Adjustment'
      }
      back={{ href: PATH, label: '← Adjustments' }}
      noun="adjustment"
      edit={adjustmentEdit}
      sections={(d) => {
        const a = d.adjustment;
        return (
          <>
            <DetailSection id="fields" title="Details">
              <FieldList
                layout="table"
                fields={[
                  ['Status', <StatusBadge key="s" status={a.status} />],
                  ['Amount', amount(a)],
                  [
                    'Direction',
                    a.direction === 'pay' ? 'Pay (to the worker)' : 'Bill (to the client)',
                  ],
                  ['Payer', statusWords(a.payer)],
                  ['Type', statusWords(a.type)],
                  ['Date', formatDate(a.date)],
                  ['Contractor', a.contractor_name],
                  ['Client', orMissing(a.client_name)],
                  ['Partner', orMissing(a.partner_name)],
                  ['Notes', orMissing(a.notes)],
                  ['Reason', orMissing(a.reason)],
                  ['Approved', a.approved_at ? formatDate(a.approved_at.slice(0, 10)) : '--'],
                ]}
              />
            </DetailSection>
          </>
        );
      }}
    />
  );
}

/** "New adjustment", or with `id` a pending one's edit. */
export function AdjustmentFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={adjustmentsResource.apiPath}
      form={adjustmentsForm}
      user={user}
      id={id}
      title={id ? 'Edit adjustment' : 'New adjustment'}
      cancelHref={id ? `${PATH}/${id}` : PATH}
      savedHref={(saved) => `${PATH}/${saved}`}
      submitLabel={id ? 'Save' : 'Add adjustment'}
    />
  );
}

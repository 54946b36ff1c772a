import { formatDate, formatDecimal2, formatMoney } from '../../domain/format/format';
import { loadAssignmentChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { SpaLink } from '../../app/components/nav/spa-link';
import { approvalsResource, type ApprovalItem, type ApprovalList } from './contract';
import {
  approvalKindLabels,
  approvalKinds,
  approvalsQuery,
  type ApprovalKind,
  type ApprovalSearch,
} from './query';

const logic = resourceListLogic(approvalsResource, { filterOptions: loadAssignmentChoices });

const kindLabel = (kind: string) => approvalKindLabels[kind as ApprovalKind]?.singular ?? kind;
const rowName = (r: ApprovalItem) =>
  `${kindLabel(r.kind)} of ${r.contractor_name} on ${formatDate(r.date)}`;

const columns: Column<ApprovalItem>[] = [
  { header: 'Kind', cell: (r) => kindLabel(r.kind) },
  {
    header: 'Date',
    sortKey: 'date',
    rowHeader: true,
    cell: (r) => (
      <SpaLink
        href={r.href}
        className="whitespace-nowrap text-brand underline"
        aria-label={rowName(r)}
      >
        {formatDate(r.date)}
      </SpaLink>
    ),
  },
  { header: 'Contractor', cell: (r) => r.contractor_name },
  { header: 'Client', cell: (r) => r.client_name ?? '--' },
  { header: 'About', cell: (r) => r.subject },
  {
    header: 'Amount or hours',
    cell: (r) => (
      <span className="tabular-nums">
        {r.amount_cents !== null
          ? formatMoney(r.amount_cents)
          : `${formatDecimal2(r.hours_hundredths)} h`}
      </span>
    ),
  },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Waiting since', sortKey: 'waiting', cell: (r) => formatDate(r.waiting_since) },
];

/** /approvals: every record in the caller's scope waiting for a decision, of every kind, with counts by kind. */
export function ApprovalsPage({ search }: { search: ApprovalSearch }) {
  return (
    <ResourceListView<ApprovalItem, typeof approvalsQuery>
      resource={approvalsResource}
      logic={logic}
      search={search}
      exportable={false}
      columns={columns}
      fields={{
        kind: { label: 'Kind', valueLabel: kindLabel },
        date: { label: 'Date' },
        contractor_id: { label: 'Contractor', nameIn: (r) => [r.contractor_id, r.contractor_name] },
        client_id: { label: 'Client', nameIn: (r) => [r.client_id ?? '', r.client_name ?? '--'] },
      }}
      summary={(page) => {
        const byKind = (page.meta as ApprovalList['meta']).by_kind;
        return (
          <>
            {page.meta.total} waiting ·{' '}
            {approvalKinds.map((k, i) => (
              <span key={k}>
                {i > 0 && ' · '}
                {approvalKindLabels[k].plural}: <strong>{byKind[k] ?? 0}</strong>
              </span>
            ))}
          </>
        );
      }}
    />
  );
}

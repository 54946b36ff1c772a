import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadAssignmentChoices, resourceListLogic } from '../../app/actors/resource-list';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import type { WorkflowEdit } from '../../app/components/kit/workflow-edit';
import { workflowListBulk } from '../../app/components/kit/workflow-list-bulk';
import { useSession } from '../../app/features/session/provider';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import { expenseDefinition, subjectOfExpense, type ExpenseEvent } from './chart';
import { ExpenseDetail, expensesResource, type Expense, type ExpenseList } from './contract';
import { expenseTypeLabel } from './form';
import { canAddReceipt, canEnterExpenses } from './policy';
import { expensesQuery, type ExpenseSearch } from './query';
import { ReceiptsSection } from './receipts';

const PATH = '/expenses';

const listLogic = resourceListLogic(expensesResource, { filterOptions: loadAssignmentChoices });
const detailLogic = workflowDetailLogic('expenses', ExpenseDetail);

const rowName = (e: Expense) =>
  `${expenseTypeLabel(e.type)} of ${e.contractor_name} on ${formatDate(e.date)}`;

const columns: Column<Expense>[] = [
  linkColumn(expensesResource, 'Date', (e) => formatDate(e.date), {
    sortKey: 'date',
    label: (e) => `Expense: ${rowName(e)}`,
    nowrap: true,
  }),
  { header: 'Contractor', cell: (e) => e.contractor_name },
  { header: 'Client', cell: (e) => e.client_name },
  { header: 'Type', cell: (e) => expenseTypeLabel(e.type) },
  { header: 'Category', cell: (e) => orMissing(e.category) },
  {
    header: 'Amount',
    sortKey: 'amount',
    cell: (e) => <span className="tabular-nums">{formatMoney(e.amount_cents)}</span>,
  },
  { header: 'Status', sortKey: 'status', cell: (e) => <StatusBadge status={e.status} /> },
  { header: 'Reviewed', cell: (e) => (e.reviewed ? 'Yes' : 'No') },
  { header: 'Paid', cell: (e) => (e.paid ? 'Paid' : 'Unpaid') },
];

/** The decisions offered in bulk; the server's preview judges each row. */
const bulkFor = workflowListBulk(expenseDefinition, {
  path: 'expenses',
  only: ['approve', 'reject', 'review', 'unapprove'],
  noun: 'expense',
  checkbox: (e: Expense) => `Select expense: ${rowName(e)}`,
  row: (e) => `${rowName(e)} · ${formatMoney(e.amount_cents)}`,
});

/** /expenses: the caller's expenses with filters, sort, paging and their sum in the URL; bulk decisions on the selection. */
export function ExpenseListView({
  search,
  exportable,
}: {
  search: ExpenseSearch;
  exportable: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<Expense, typeof expensesQuery>
      resource={expensesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        status: { label: 'Status' },
        type: { label: 'Type', valueLabel: expenseTypeLabel },
        reviewed: { label: 'Reviewed', valueLabel: (v) => (v === 'true' ? 'Yes' : 'No') },
        paid: { label: 'Paid', valueLabel: (v) => (v === 'true' ? 'Paid' : 'Unpaid') },
        date: { label: 'Date' },
        contractor_id: { label: 'Contractor', nameIn: (e) => [e.contractor_id, e.contractor_name] },
        client_id: { label: 'Client', nameIn: (e) => [e.client_id, e.client_name] },
        category: { label: 'Category' },
      }}
      summary={(page, count) => (
        <>
          {count} · Total:{' '}
          <strong className="tabular-nums">
            {formatMoney((page.meta as ExpenseList['meta']).total_amount_cents)}
          </strong>
        </>
      )}
      actions={
        user &&
        canEnterExpenses(user) && (
          <Link
            to="/expenses/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New expense
          </Link>
        )
      }
      bulk={bulkFor(user)}
    />
  );
}

function ExpenseFields({ e }: { e: Expense }) {
  return (
    <FieldList
      layout="table"
      fields={[
        ['Amount', <span className="tabular-nums">{formatMoney(e.amount_cents)}</span>],
        ['Type', expenseTypeLabel(e.type)],
        ['Date', formatDate(e.date)],
        ['Status', <StatusBadge status={e.status} />],
        ['Contractor', e.contractor_name],
        ['Client', e.client_name],
        ['Assignment', e.job_title],
        ['Category', orMissing(e.category)],
        ['Description', orMissing(e.description)],
        ['Business purpose', orMissing(e.business_purpose)],
        [
          'Acceptance chance',
          e.acceptance_chance === null ? orMissing(null) : `${e.acceptance_chance}%`,
        ],
        ['Billable', e.billable ? 'Yes' : 'No'],
        ['Reviewed', e.reviewed ? 'Yes' : 'No'],
        ['Billed', e.billed ? 'Yes' : 'No'],
        ['Paid', e.paid ? 'Paid' : 'Unpaid'],
        ['Submitted', e.submitted_at ? formatDate(e.submitted_at) : orMissing(null)],
        [
          'Approved',
          e.approved_at
            ? `${formatDate(e.approved_at)}${e.approval_email ? ` by ${e.approval_email}` : ''}`
            : orMissing(null),
        ],
        ...(e.rejection_reason ? ([['Rejection reason', e.rejection_reason]] as const) : []),
      ]}
    />
  );
}

/** The form changes a draft; editing a rejected one takes it back to draft: the chart says when. */
export const expenseEdit: WorkflowEdit<ExpenseDetail, ExpenseEvent> = {
  event: (user) => ({ type: 'expense.edit', user }),
  href: (d) => `/expenses/new?id=${d.expense.id}`,
};

/** One expense: its fields, receipts, the actions the shared workflow opens to this user (and why not the others), its history. */
export function ExpenseDetailView({ id }: { id: string }) {
  const { user } = useSession();
  const receipts = useCallback(
    (d: ExpenseDetail, reload: () => void) => (
      <ReceiptsSection
        expenseId={d.expense.id}
        canUpload={Boolean(user && canAddReceipt(user, d.expense.status))}
        onUploaded={reload}
      />
    ),
    [user],
  );
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={expenseDefinition}
      subjectOf={(d: ExpenseDetail) => subjectOfExpense(d.expense)}
      title={(d) =>
        d
          ? `${expenseTypeLabel(d.expense.type)} of ${formatMoney(d.expense.amount_cents)} on ${formatDate(d.expense.date)}`
          : 'Expense'
      }
      back={{ href: PATH, label: '← Expenses' }}
      noun="expense"
      discussAs="expense"
      edit={expenseEdit}
      sections={(d, reload) => (
        <>
          <DetailSection id="fields" title="Details">
            <ExpenseFields e={d.expense} />
          </DetailSection>
          <DetailSection id="receipts" title="Receipts">
            {receipts(d, reload)}
          </DetailSection>
        </>
      )}
    />
  );
}

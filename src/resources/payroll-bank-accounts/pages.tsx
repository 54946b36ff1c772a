import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { NewLink } from '../../app/features/payroll-config/links';
import { formatDate } from '../../domain/format/format';
import { type PayrollBankAccount, payrollBankAccountsResource } from './contract';
import { payrollBankAccountsQuery, type PayrollBankAccountSearch } from './query';

const PATH = '/payroll_bank_accounts';

const listLogic = resourceListLogic(payrollBankAccountsResource);
const detailLogic = resourceDetailLogic(payrollBankAccountsResource);

const columns: Column<PayrollBankAccount>[] = [
  linkColumn(payrollBankAccountsResource, 'Name', (r) => r.name, { sortKey: 'name' }),
  { header: 'Bank', sortKey: 'bank_name', cell: (r) => r.bank_name },
  { header: 'Routing number', cell: (r) => r.routing_number },
  { header: 'Account', cell: (r) => r.account_last4 },
  { header: 'Employer', cell: (r) => r.employer_name },
  { header: 'Added', sortKey: 'created_at', cell: (r) => formatDate(r.created_at.slice(0, 10)) },
];

/** /payroll_bank_accounts: the accounts payroll is funded from; only the last four digits show. */
export function PayrollBankAccountListView({
  search,
  exportable,
  creatable,
}: {
  search: PayrollBankAccountSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<PayrollBankAccount, typeof payrollBankAccountsQuery>
      resource={payrollBankAccountsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{ name: { label: 'Name' } }}
      actions={creatable && <NewLink to="/payroll_bank_accounts/new">New bank account</NewLink>}
    />
  );
}

export function PayrollBankAccountDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<PayrollBankAccount>
      logic={detailLogic}
      id={id}
      title={(r) => r?.name ?? 'Payroll bank account'}
      back={{ href: PATH, label: '← Payroll bank accounts' }}
      noun="payroll bank account"
      editHref={editable ? (r) => `${PATH}/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Name', r.name],
        ['Bank', r.bank_name],
        ['Routing number', r.routing_number],
        ['Account', r.account_last4],
        ['Employer', r.employer_name],
        ['Added', formatDate(r.created_at.slice(0, 10))],
      ]}
    />
  );
}

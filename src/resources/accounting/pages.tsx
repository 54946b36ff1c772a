import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { NewLink, recordLink } from '../../app/features/payroll-config/links';
import {
  type AccountingAccount,
  accountingAccountsResource,
  type AccountingDefaultConfig,
  accountingDefaultConfigsResource,
  type AccountingMapping,
  accountingMappingsResource,
} from './contract';
import {
  ACCOUNT_TYPE_LABELS,
  type AccountType,
  MAPPING_ITEM_LABELS,
  type MappingItem,
} from './items';
import { monthOf } from './period';
import {
  accountingAccountsQuery,
  type AccountingAccountSearch,
  accountingDefaultConfigsQuery,
  type AccountingDefaultConfigSearch,
  accountingMappingsQuery,
  type AccountingMappingSearch,
} from './query';

const accountsList = resourceListLogic(accountingAccountsResource);
const accountsDetail = resourceDetailLogic(accountingAccountsResource);
const mappingsList = resourceListLogic(accountingMappingsResource);
const mappingsDetail = resourceDetailLogic(accountingMappingsResource);
const configsList = resourceListLogic(accountingDefaultConfigsResource);
const configsDetail = resourceDetailLogic(accountingDefaultConfigsResource);

const missing = (v: string | null) => v ?? '--';

/** The links between the four accounting pages, shown above each. */
export function AccountingNav() {
  const tab = 'rounded-md px-3 py-1.5 text-sm ring-1 ring-slate-300 dark:ring-slate-600';
  const active = { className: `${tab} bg-brand text-white ring-brand` };
  return (
    <nav aria-label="Accounting" className="mb-4 flex flex-wrap gap-2">
      <Link
        to="/accounting_accounts"
        activeOptions={{ exact: true }}
        className={tab}
        activeProps={active}
      >
        Chart of accounts
      </Link>
      <Link to="/accounting_default_configs" className={tab} activeProps={active}>
        Default accounts
      </Link>
      <Link to="/accounting_mappings" className={tab} activeProps={active}>
        Mappings
      </Link>
      <Link
        to="/accounting_accounts/journal"
        search={{ ...monthOf(new Date()), page: 1, per_page: 50 }}
        className={tab}
        activeProps={active}
      >
        Journal
      </Link>
    </nav>
  );
}

const accountColumns: Column<AccountingAccount>[] = [
  linkColumn(accountingAccountsResource, 'Code', (r) => r.code, { sortKey: 'code' }),
  { header: 'Name', sortKey: 'name', cell: (r) => r.name },
  { header: 'Type', sortKey: 'type', cell: (r) => ACCOUNT_TYPE_LABELS[r.type] },
  { header: 'Active', cell: (r) => (r.active ? 'Yes' : 'No') },
  { header: 'Employer', cell: (r) => r.employer_name },
];

interface ListProps<S> {
  search: S;
  exportable: boolean;
  creatable: boolean;
}

/** /accounting_accounts: the employer's chart of accounts. */
export function AccountListView({
  search,
  exportable,
  creatable,
}: ListProps<AccountingAccountSearch>) {
  return (
    <>
      <AccountingNav />
      <ResourceListView<AccountingAccount, typeof accountingAccountsQuery>
        resource={accountingAccountsResource}
        logic={accountsList}
        search={search}
        exportable={exportable}
        columns={accountColumns}
        fields={{
          name: { label: 'Code or name' },
          type: { label: 'Type', valueLabel: (v) => ACCOUNT_TYPE_LABELS[v as AccountType] },
        }}
        actions={creatable && <NewLink to="/accounting_accounts/new">New account</NewLink>}
      />
    </>
  );
}

export function AccountDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<AccountingAccount>
      logic={accountsDetail}
      id={id}
      title={(r) => (r ? r.label : 'Account')}
      back={{ href: '/accounting_accounts', label: '← Chart of accounts' }}
      noun="account"
      editHref={editable ? (r) => `/accounting_accounts/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Code', r.code],
        ['Name', r.name],
        ['Type', ACCOUNT_TYPE_LABELS[r.type]],
        ['Active', r.active ? 'Yes' : 'No'],
        ['Employer', r.employer_name],
      ]}
    />
  );
}

const mappingColumns: Column<AccountingMapping>[] = [
  linkColumn(accountingMappingsResource, 'Item', (r) => r.item_label, { sortKey: 'item' }),
  { header: 'Account', sortKey: 'account', cell: (r) => r.account },
  { header: 'Employer', cell: (r) => r.employer_name },
];

/** /accounting_mappings: items posted to an account other than their default one. */
export function MappingListView({
  search,
  exportable,
  creatable,
}: ListProps<AccountingMappingSearch>) {
  return (
    <>
      <AccountingNav />
      <ResourceListView<AccountingMapping, typeof accountingMappingsQuery>
        resource={accountingMappingsResource}
        logic={mappingsList}
        search={search}
        exportable={exportable}
        columns={mappingColumns}
        fields={{
          item: { label: 'Item', valueLabel: (v) => MAPPING_ITEM_LABELS[v as MappingItem] },
        }}
        actions={creatable && <NewLink to="/accounting_mappings/new">New mapping</NewLink>}
      />
    </>
  );
}

export function MappingDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<AccountingMapping>
      logic={mappingsDetail}
      id={id}
      title={(r) => r?.item_label ?? 'Mapping'}
      back={{ href: '/accounting_mappings', label: '← Mappings' }}
      noun="mapping"
      editHref={editable ? (r) => `/accounting_mappings/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Item', r.item_label],
        ['Account', r.account],
        ['Employer', r.employer_name],
      ]}
    />
  );
}

const configColumns: Column<AccountingDefaultConfig>[] = [
  linkColumn(accountingDefaultConfigsResource, 'Employer', (r) => r.employer_name, {
    sortKey: 'employer',
  }),
  { header: 'Receivables', cell: (r) => missing(r.receivables_account) },
  { header: 'Revenue', cell: (r) => missing(r.revenue_account) },
  { header: 'Payroll expense', cell: (r) => missing(r.payroll_expense_account) },
  { header: 'Tax liabilities', cell: (r) => missing(r.tax_liabilities_account) },
  { header: 'Cash', cell: (r) => missing(r.cash_account) },
  {
    header: 'Journal',
    cell: (r) => (
      <Link
        to="/accounting_accounts/journal"
        search={{
          ...monthOf(new Date()),
          page: 1,
          per_page: 50,
          ...(r.partner_id ? { partner_id: r.partner_id } : { eor_id: r.eor_id ?? undefined }),
        }}
        className={recordLink}
      >
        Journal of {r.employer_name}
      </Link>
    ),
  },
];

/** /accounting_default_configs: the accounts each employer's items post to by default. */
export function DefaultConfigListView({
  search,
  exportable,
  creatable,
}: ListProps<AccountingDefaultConfigSearch>) {
  return (
    <>
      <AccountingNav />
      <ResourceListView<AccountingDefaultConfig, typeof accountingDefaultConfigsQuery>
        resource={accountingDefaultConfigsResource}
        logic={configsList}
        search={search}
        exportable={exportable}
        columns={configColumns}
        fields={{}}
        actions={
          creatable && <NewLink to="/accounting_default_configs/new">New configuration</NewLink>
        }
      />
    </>
  );
}

export function DefaultConfigDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<AccountingDefaultConfig>
      logic={configsDetail}
      id={id}
      title={(r) => (r ? `Default accounts of ${r.employer_name}` : 'Default accounts')}
      back={{ href: '/accounting_default_configs', label: '← Accounting Configs' }}
      noun="configuration"
      editHref={editable ? (r) => `/accounting_default_configs/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Receivables', missing(r.receivables_account)],
        ['Revenue', missing(r.revenue_account)],
        ['Payroll expense', missing(r.payroll_expense_account)],
        ['Tax liabilities', missing(r.tax_liabilities_account)],
        ['Cash', missing(r.cash_account)],
      ]}
    />
  );
}

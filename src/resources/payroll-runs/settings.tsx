import { Link } from '@tanstack/react-router';
import type { PaycheckDeduction, PayrollSettings } from './contract';
import { formatMoney } from '../../domain/format/format';
import { canRunPayroll } from '../../domain/policy/payroll';
import { paycheckDeductionsResource, payrollSettingsResource } from './contract';
import {
  paycheckDeductionsQuery,
  payrollSettingsQuery,
  type PaycheckDeductionSearch,
} from './query';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { useSession } from '../../app/features/session/provider';

const linkClass = 'font-medium text-brand underline';
const button = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white';
const FUNDING: Record<string, string> = {
  ach_debit: 'ACH debit from the partner’s bank',
  wire: 'Wire before pay date',
  prefunded_balance: 'Prefunded balance',
};

const settingsLogic = resourceListLogic(payrollSettingsResource);

/** /payroll_settings: each partner's pay frequency, current period, next pay date and funding. */
export function PayrollSettingsView({ exportable }: { exportable: boolean }) {
  const { user } = useSession();
  const may = Boolean(user && canRunPayroll(user));
  return (
    <ResourceListView<PayrollSettings, typeof payrollSettingsQuery>
      resource={payrollSettingsResource}
      logic={settingsLogic}
      search={{}}
      exportable={exportable}
      columns={[
        {
          header: 'Partner',
          sortKey: 'partner_name',
          rowHeader: true,
          cell: (s) => s.partner_name,
        },
        { header: 'Frequency', sortKey: 'frequency', cell: (s) => s.frequency },
        {
          header: 'Current period',
          cell: (s) => `${s.current_period_start} – ${s.current_period_end}`,
        },
        { header: 'Next pay date', cell: (s) => s.next_pay_date },
        { header: 'Funding', cell: (s) => FUNDING[s.funding_source] ?? s.funding_source },
        {
          header: 'Identity verification',
          cell: (s) =>
            s.require_identity_verification ? 'Required before first payroll' : 'Not required',
        },
        {
          header: '',
          cell: (s) =>
            may ? (
              <Link to="/payroll_settings" search={{ id: s.id }} className={linkClass}>
                Edit
              </Link>
            ) : null,
        },
      ]}
      fields={{}}
      actions={
        may ? (
          <Link to="/payroll_settings" search={{ id: 'new' }} className={button}>
            New payroll settings
          </Link>
        ) : undefined
      }
    />
  );
}

const deductionsLogic = resourceListLogic(paycheckDeductionsResource);

/** /paycheck_deductions: recurring amounts taken from contractors' paychecks while active. */
export function PaycheckDeductionListView({
  search,
  exportable,
}: {
  search: PaycheckDeductionSearch;
  exportable: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<PaycheckDeduction, typeof paycheckDeductionsQuery>
      resource={paycheckDeductionsResource}
      logic={deductionsLogic}
      search={search}
      exportable={exportable}
      columns={[
        linkColumn(paycheckDeductionsResource, 'Name', (d) => d.name, { sortKey: 'name' }),
        { header: 'Contractor', cell: (d) => d.contractor_name },
        {
          header: 'Per paycheck',
          sortKey: 'amount_cents',
          cell: (d) => formatMoney(d.amount_cents),
        },
        { header: 'Active', cell: (d) => (d.active ? 'Yes' : 'No') },
      ]}
      fields={{ name: { label: 'Name' } }}
      actions={
        user && canRunPayroll(user) ? (
          <Link to="/paycheck_deductions/new" className={button}>
            New paycheck deduction
          </Link>
        ) : undefined
      }
    />
  );
}

const deductionDetailLogic = resourceDetailLogic(paycheckDeductionsResource);

export function PaycheckDeductionDetailView({ id }: { id: string }) {
  const { user } = useSession();
  return (
    <ResourceDetailView<PaycheckDeduction, never>
      key={id}
      logic={deductionDetailLogic}
      id={id}
      workflow={null}
      title={(d) => (d ? `${d.name}: ${d.contractor_name}` : 'Paycheck deduction')}
      back={{ href: '/paycheck_deductions', label: '← Paycheck Deductions' }}
      noun="paycheck deduction"
      editHref={(d) => (user && canRunPayroll(user) ? `/paycheck_deductions/new?id=${d.id}` : null)}
      sections={(d) => (
        <DetailSection id="fields" title="Details">
          <FieldList
            layout="table"
            fields={[
              ['Contractor', d.contractor_name],
              ['Name', d.name],
              ['Per paycheck', formatMoney(d.amount_cents)],
              ['Active', d.active ? 'Yes' : 'No'],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}

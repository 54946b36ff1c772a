import { Link } from '@tanstack/react-router';
import { payrollRunDefinition, subjectOfPayrollRun } from './chart';
import { PayrollRun, payrollRunsResource } from './contract';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import { canRunPayroll } from '../../domain/policy/payroll';
import { payrollRunsQuery, type PayrollRunSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import { useSession } from '../../app/features/session/provider';
import { RunPanel, runStatusBadge } from './run-panel';
import { z } from 'zod';

const PATH = '/payroll_runs';
const button = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white';

const listLogic = resourceListLogic(payrollRunsResource);
const detailLogic = workflowDetailLogic('payroll_runs', z.object({ payroll_run: PayrollRun }));

const columns: Column<PayrollRun>[] = [
  linkColumn(payrollRunsResource, 'Period', (r) => `${r.period_start} – ${r.period_end}`, {
    sortKey: 'period_start',
  }),
  { header: 'Partner', cell: (r) => r.partner_name },
  { header: 'Status', cell: (r) => runStatusBadge(r.status) },
  { header: 'Pay date', sortKey: 'pay_date', cell: (r) => r.pay_date },
  { header: 'Paychecks', cell: (r) => String(r.paychecks_total) },
  { header: 'Net', sortKey: 'net_cents', cell: (r) => formatMoney(r.net_cents) },
];

/** /payroll_runs: the runs in the caller's scope, newest period first. */
export function PayrollRunListView({
  search,
  exportable,
}: {
  search: PayrollRunSearch;
  exportable: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<PayrollRun, typeof payrollRunsQuery>
      resource={payrollRunsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        status: { label: 'Status' },
        period_start: { label: 'Period start' },
      }}
      actions={
        <div className="flex gap-2">
          <Link to="/payroll_settings" className="rounded-md border px-3 py-1.5 text-sm">
            Payroll settings
          </Link>
          {user && canRunPayroll(user) && (
            <Link to="/payroll_runs/new" className={button}>
              New payroll run
            </Link>
          )}
        </div>
      }
    />
  );
}

type RunDetail = { payroll_run: PayrollRun };

/** One run: its fields, the actions the chart opens to this user, the preview or progress and paychecks, history. */
export function PayrollRunDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={payrollRunDefinition}
      subjectOf={(d: RunDetail) => subjectOfPayrollRun(d.payroll_run)}
      title={(d) =>
        d
          ? `Payroll run ${d.payroll_run.period_start} – ${d.payroll_run.period_end}`
          : 'Payroll run'
      }
      back={{ href: PATH, label: '← Payroll Runs' }}
      noun="payroll run"
      sections={({ payroll_run: r }, reload) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Status', runStatusBadge(r.status)],
                [
                  'Second approver',
                  r.requires_second_approver ? 'Required (four eyes)' : 'Not required',
                ],
                ['Partner', r.partner_name],
                ['Frequency', r.frequency],
                ['Period', `${r.period_start} – ${r.period_end}`],
                ['Pay date', r.pay_date],
                ['Approved', r.approved_at ? formatDate(r.approved_at) : orMissing(null)],
              ]}
            />
          </DetailSection>
          <RunPanel key={`${r.id}:${r.status}`} id={r.id} status={r.status} onChanged={reload} />
        </>
      )}
    />
  );
}

import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { payrollRunPanelScreen, type RunPanelData } from './run-panel.screen';
import { Paycheck, PayrollPreview, PayrollRun } from './contract';
import { formatDecimal2, formatMoney } from '../../domain/format/format';
import { withApiErrors } from '../../app/actors/api-error';
import { http } from '../../app/lib/http';
import { LoadError } from '../../app/components/kit/load-error';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { CardTable } from '../../app/components/kit/card-table';

const RunDetail = z.object({ payroll_run: PayrollRun });
const Paychecks = z.object({ data: z.array(Paycheck) });
const BEFORE_APPROVAL = ['pre_draft', 'pending'];

/** The run, then its live preview before approval or its paychecks after (at most 200 a page). */
const loadRunPanel = fromPromise<RunPanelData, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { payroll_run: run } = RunDetail.parse(
      await http.get(`payroll_runs/${input.id}`, { signal }).json(),
    );
    if (BEFORE_APPROVAL.includes(run.status)) {
      const preview = PayrollPreview.parse(
        await http.get(`payroll_runs/${input.id}/preview`, { signal }).json(),
      );
      return { run, preview, paychecks: [] };
    }
    const { data } = Paychecks.parse(
      await http
        .get('paychecks', {
          searchParams: { payroll_run_id: input.id, per_page: 200, sort: 'contractor_name' },
          signal,
        })
        .json(),
    );
    return { run, preview: null, paychecks: data };
  }),
);

const logic = payrollRunPanelScreen.provide({ actors: { loadPanel: loadRunPanel } });
const table = 'w-full text-left text-sm';
const th = 'py-1 pr-3 font-medium text-slate-600 dark:text-slate-400';
const td = 'py-1 pr-3';
const num = 'py-1 pr-3 text-right tabular-nums';

/** Spec §4's statuses as badges, in the words every screen uses (`pre_draft` → "Pre-draft"). */
export const runStatusBadge = (status: string) => <StatusBadge status={status} />;

interface Figures {
  hours_hundredths?: number;
  gross_cents: number;
  taxes_cents: number;
  deductions_cents: number;
  net_cents: number;
}

/** The pay columns every row of the panel shows, in one order; a run's total has no hours. */
function PayFigures({ f }: { f: Figures }) {
  return (
    <>
      {f.hours_hundredths === undefined ? (
        <td />
      ) : (
        <td className={num}>{formatDecimal2(f.hours_hundredths)}</td>
      )}
      <td className={num}>{formatMoney(f.gross_cents)}</td>
      <td className={num}>{formatMoney(f.taxes_cents)}</td>
      <td className={num}>{formatMoney(f.deductions_cents)}</td>
      <td className={num}>{formatMoney(f.net_cents)}</td>
    </>
  );
}

function Progress({ run }: { run: PayrollRun }) {
  const total = Math.max(run.paychecks_total, 1);
  const pct = Math.round((run.paychecks_done * 100) / total);
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {run.computed
          ? 'Paychecks written; waiting for the bank to answer each payout.'
          : `Writing paychecks: ${run.paychecks_done} of ${run.paychecks_total}`}
      </p>
      <div
        role="progressbar"
        aria-label="Paychecks written"
        aria-valuemin={0}
        aria-valuemax={run.paychecks_total}
        aria-valuenow={run.paychecks_done}
        className="h-3 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-3 bg-brand transition-all" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function PreviewTable({ preview }: { preview: PayrollPreview }) {
  if (preview.lines.length === 0)
    return <p className="text-sm">No approved, unpaid pay in this period.</p>;
  const t = preview.totals;
  return (
    <>
      <CardTable className={table} aria-label="Preview">
        <thead>
          <tr>
            <th className={th}>Contractor</th>
            <th className={th}>Hours</th>
            <th className={th}>Gross</th>
            <th className={th}>Taxes</th>
            <th className={th}>Deductions</th>
            <th className={th}>Net</th>
            <th className={th}>Warnings</th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((l) => (
            <tr key={l.contractor_id}>
              <td className={td}>{l.contractor_name}</td>
              <PayFigures f={l} />
              <td className={td}>
                {l.warnings.length === 0 ? (
                  '--'
                ) : (
                  <ul className="list-disc pl-4 text-amber-700 dark:text-amber-400">
                    {l.warnings.map((w) => (
                      <li key={w.code}>{w.message}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className={td}>Total</td>
            <PayFigures f={t} />
            <td />
          </tr>
        </tfoot>
      </CardTable>
      <FieldList
        layout="table"
        fields={[
          ['Employer taxes', formatMoney(t.employer_taxes_cents)],
          [
            'Total employer cost (gross pay and employer taxes)',
            formatMoney(t.employer_cost_cents),
          ],
          ['Funding total (net pay and all taxes)', formatMoney(t.funding_cents)],
        ]}
      />
      <p className="text-xs text-slate-500">Taxes from the {preview.provider}.</p>
    </>
  );
}

function PaycheckTable({ paychecks, run }: { paychecks: Paycheck[]; run: PayrollRun }) {
  return (
    <CardTable className={table} aria-label="Paychecks">
      <thead>
        <tr>
          <th className={th}>Contractor</th>
          <th className={th}>Hours</th>
          <th className={th}>Gross</th>
          <th className={th}>Taxes</th>
          <th className={th}>Deductions</th>
          <th className={th}>Net</th>
          <th className={th}>Payout</th>
        </tr>
      </thead>
      <tbody>
        {paychecks.map((p) => (
          <tr key={p.id}>
            <td className={td}>
              <Link
                to="/paychecks/$id"
                params={{ id: p.id }}
                className="font-medium text-brand underline"
              >
                {p.contractor_name}
              </Link>
            </td>
            <PayFigures f={p} />
            <td className={td}>
              <StatusBadge status={p.status} />
              {p.failure_reason && <span className="ml-2 text-xs">{p.failure_reason}</span>}
            </td>
          </tr>
        ))}
      </tbody>
      {run.computed && (
        <tfoot>
          <tr className="font-semibold">
            <td className={td}>Total</td>
            <PayFigures f={run} />
            <td />
          </tr>
        </tfoot>
      )}
    </CardTable>
  );
}

/**
 * Below a run's fields: the preview before approval; progress and paychecks after, live while
 * processing. When the run's status moves on (the job and the bank end it), `onChanged` reloads the
 * page's record, so its fields, actions and history follow.
 */
export function RunPanel({
  id,
  status,
  onChanged,
}: {
  id: string;
  status: PayrollRun['status'];
  onChanged: () => void;
}) {
  const ref = useActorRef(logic, { input: { id } });
  const s = useSelector(ref, (x) => x);
  const { data, error } = s.context;
  const live = data?.run.status;
  useEffect(() => {
    if (live && live !== status) onChanged();
  }, [live, status, onChanged]);
  return (
    <DetailSection id="paychecks" title={data?.preview ? 'Preview' : 'Paychecks'}>
      {s.matches('failed') && (
        <LoadError message={error} onRetry={() => ref.send({ type: 'panel.retry' })} />
      )}
      {data && (
        <div className="space-y-3" aria-busy={s.hasTag('busy')}>
          <p className="flex items-center gap-2 text-sm">
            Run status {runStatusBadge(data.run.status)}
          </p>
          {data.preview && <PreviewTable preview={data.preview} />}
          {!data.preview && data.run.status === 'processing' && <Progress run={data.run} />}
          {!data.preview && <PaycheckTable paychecks={data.paychecks} run={data.run} />}
        </div>
      )}
    </DetailSection>
  );
}

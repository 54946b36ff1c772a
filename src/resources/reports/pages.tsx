import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { reportRunDefinition } from './chart';
import { ReportRun, reportRunsResource } from './contract';
import { formatDate, orMissing } from '../../domain/format/format';
import { reportSpec } from '../../domain/reports/catalogue';
import { reportStatusWords } from '../../domain/reports/statuses';
import { reportRunsQuery, type ReportRunSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import { useSession } from '../../app/features/session/provider';
import { ReportPanel } from './panel';
import { RunReportForm } from './run-form';

const PATH = '/reports';
// Runs waiting or processing move on by themselves: the list reads them again until they finish.
export const reportListLogic = resourceListLogic(reportRunsResource, {
  live: (r) => r.status === 'PENDING' || r.status === 'PROCESSING',
});
const detailLogic = workflowDetailLogic('reports', z.object({ report_run: ReportRun }));

/** Spec §4's report statuses as words. */
export const reportStatusBadge = (status: ReportRun['status']) => (
  <StatusBadge status={status} label={reportStatusWords[status]} />
);

/** A run's parameters in words: `as of 2026-11-20`, `from … to … by client`. */
export const paramsText = (r: Pick<ReportRun, 'report' | 'params'>) =>
  reportSpec(r.report)
    .fields.map((f) => {
      const v = r.params[f.name];
      const shown =
        f.kind === 'enum'
          ? (f.options?.find((o) => o.value === v)?.label ?? String(v))
          : String(v ?? '');
      return `${f.label} ${shown}`;
    })
    .join(', ');

const progressText = (r: ReportRun) =>
  r.status === 'PROCESSING' || r.status === 'FINISHED'
    ? `${r.rows_done} of ${r.rows_total} rows`
    : '';

const columns: Column<ReportRun>[] = [
  linkColumn(reportRunsResource, 'Report', (r) => r.report_title),
  { header: 'Parameters', cell: (r) => paramsText(r) },
  { header: 'Status', cell: (r) => reportStatusBadge(r.status) },
  { header: 'Progress', cell: (r) => progressText(r) },
  { header: 'Asked by', cell: (r) => r.requested_by_name },
  { header: 'Asked', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /reports: "Run report", then the runs of the reports this user may read, newest first. */
export function ReportListView({
  search,
  exportable,
}: {
  search: ReportRunSearch;
  exportable: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<ReportRun, typeof reportRunsQuery>
      resource={reportRunsResource}
      logic={reportListLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        status: {
          label: 'Status',
          valueLabel: (s) => reportStatusWords[s as ReportRun['status']] ?? s,
        },
        report: { label: 'Report', valueLabel: (k) => reportSpec(k as ReportRun['report']).title },
      }}
      actions={
        <Link
          to="/report_schedules/{-$id}"
          params={{}}
          className="rounded-md border px-3 py-1.5 text-sm"
        >
          Schedules
        </Link>
      }
      intro={user ? <RunReportForm user={user} /> : null}
    />
  );
}

type RunDetail = { report_run: ReportRun };

/** One run: its fields, Retry when it failed, live progress, then preview, chart and downloads; history. */
export function ReportDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={reportRunDefinition}
      subjectOf={(d: RunDetail) => ({
        stored: { status: d.report_run.status },
        facts: { report: d.report_run.report },
      })}
      title={(d) => (d ? d.report_run.report_title : 'Report')}
      back={{ href: PATH, label: '← Reports' }}
      noun="report"
      sections={({ report_run: r }, reload) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Status', reportStatusBadge(r.status)],
                ['Parameters', paramsText(r)],
                ['Asked by', r.requested_by_name],
                ['Asked', formatDate(r.created_at)],
                ['Finished', r.finished_at ? formatDate(r.finished_at) : orMissing(null)],
                ...(r.failure_reason
                  ? ([['Why it failed', r.failure_reason]] as [string, string][])
                  : []),
              ]}
            />
          </DetailSection>
          <ReportPanel key={`${r.id}:${r.status}`} id={r.id} shown={r.status} onChanged={reload} />
        </>
      )}
    />
  );
}

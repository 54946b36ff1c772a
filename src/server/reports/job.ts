import { and, eq } from 'drizzle-orm';
import type { ReportRunEvent } from '../../resources/reports/chart';
import { isReportKey, reportSpec } from '../../domain/reports/catalogue';
import { mayRunReport } from '../../resources/reports/policy';
import { loadUser } from '../auth/load-user';
import { reportRuns } from '../db/schema';
import type { Deps } from '../deps';
import { withEvents } from '../events/store';
import { recordGenerated } from '../files/save';
import { nextTurn } from '../kit/next-turn';
import { transitionInTx } from '../kit/workflow/perform';
import { reportRunServer } from '../../resources/reports/server';
import { reportActor, reportOrigin } from './actor';
import { reportSources } from './sources';
import { writeReportFiles } from './write-files';

/** Rows read per query: bounds what one query holds and how long it keeps the database. */
export const REPORT_BATCH = 500;
export const PREVIEW_ROWS = 100;

/** A failure whose message the page may show as it is. */
class ReportFailure extends Error {}

type Run = typeof reportRuns.$inferSelect;
type Step =
  { type: 'report_run.start'; total: number } | { type: 'report_run.fail'; reason: string };

const step = (deps: Deps, id: string, event: Step) =>
  withEvents(deps.db, (tx) =>
    transitionInTx(
      tx,
      reportRunServer,
      null,
      id,
      {
        event: { ...event, user: reportActor } as ReportRunEvent,
        action: event.type.slice('report_run.'.length),
        origin: reportOrigin(deps.now()),
        extra: () => {
          const { type: _type, ...rest } = event as Record<string, unknown>;
          return rest;
        },
      },
      deps.subscribers,
    ),
  );

/**
 * Makes one report run: counts its rows (PROCESSING, 0 of total), reads them in keyset batches
 * (progress after each), streams each batch into its files in storage and only then records
 * FINISHED with them. A worker that dies leaves the run PROCESSING with nothing offered; the queue's retry (or the
 * next start) runs it again from the first row. Anything that stops it records FAILED with a reason.
 */
export async function processReport(
  deps: Deps,
  runId: string,
  onError: (err: unknown) => void = () => {},
): Promise<void> {
  const [run] = await deps.db.select().from(reportRuns).where(eq(reportRuns.id, runId));
  if (!run || (run.status !== 'PENDING' && run.status !== 'PROCESSING')) return;
  try {
    await make(deps, run);
  } catch (err) {
    if (!(err instanceof ReportFailure)) onError(err);
    const reason =
      err instanceof ReportFailure
        ? err.message
        : 'The report stopped on an unexpected error; it was logged for support. Retry it.';
    const [now] = await deps.db
      .select({ status: reportRuns.status })
      .from(reportRuns)
      .where(eq(reportRuns.id, runId));
    if (now?.status === 'PENDING' || now?.status === 'PROCESSING')
      await step(deps, runId, { type: 'report_run.fail', reason });
  }
}

async function make(deps: Deps, run: Run): Promise<void> {
  const user = await loadUser(deps.db, run.requested_by);
  if (!user || !isReportKey(run.report) || !mayRunReport(user, run.report))
    throw new ReportFailure('The user who asked for this report may no longer run it.');
  const spec = reportSpec(run.report);
  const parsed = spec.params.safeParse(run.params);
  if (!parsed.success) throw new ReportFailure('The report’s parameters are no longer valid.');
  const source = reportSources[run.report];
  const total = await source.count(deps.db, user, parsed.data);
  await step(deps, run.id, { type: 'report_run.start', total });

  const subtitle = Object.entries(parsed.data)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`)
    .join(' · ');
  let done = 0;
  // Keyset batches, each recorded as progress once the files have it.
  async function* batches() {
    for (let after: string | null = null; ;) {
      const batch = await source.batch(deps.db, user!, parsed.data, after, REPORT_BATCH);
      yield batch.rows;
      done += batch.rows.length;
      await deps.db
        .update(reportRuns)
        .set({ rows_done: done })
        .where(and(eq(reportRuns.id, run.id), eq(reportRuns.status, 'PROCESSING')));
      if (batch.rows.length < REPORT_BATCH || batch.last === null) break;
      after = batch.last;
      // Other requests get the database between batches (PGlite has one connection).
      await nextTurn();
    }
  }
  // The bytes go to storage first, outside any transaction; only whole files are then recorded.
  const made = await writeReportFiles(
    deps,
    spec,
    {
      base: `${run.report}-${run.created_at.slice(0, 10)}`,
      subtitle,
      purpose: 'report',
      createdBy: run.requested_by,
      partnerId: run.partner_id,
    },
    batches(),
    PREVIEW_ROWS,
  );
  const put = [made.files.csv, made.files.xlsx, made.files.pdf];
  await withEvents(deps.db, async (tx) => {
    const [csvFile, xlsxFile, pdfFile] = await Promise.all(
      put.map((f) => (f ? recordGenerated(deps, tx, f) : null)),
    );
    const finish = {
      type: 'report_run.finish' as const,
      rows: made.rows,
      csv_file_id: csvFile!.id,
      xlsx_file_id: xlsxFile!.id,
      pdf_file_id: pdfFile?.id ?? null,
      preview: made.preview,
      totals: made.totals,
    };
    await transitionInTx(
      tx,
      reportRunServer,
      null,
      run.id,
      {
        event: { type: finish.type, rows: finish.rows, user: reportActor } as ReportRunEvent,
        action: 'finish',
        origin: reportOrigin(deps.now()),
        extra: () => {
          const { type: _type, ...rest } = finish;
          return rest;
        },
      },
      deps.subscribers,
    );
  });
}

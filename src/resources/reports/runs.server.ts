import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { ReportResults, RunReportRequest, reportRunsResource } from './contract';
import type { User } from '../../domain/contracts/user';
import { mayRunReport } from './policy';
import { reportSpec, type ReportKey } from '../../domain/reports/catalogue';
import { sessionOf } from '../../server/auth/session';
import { storedFiles } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { withEvents } from '../../server/events/store';
import { signedFileUrl } from '../../server/files/signed-url';
import { fieldErrors } from '../../server/kit/form';
import { registerList } from '../../server/kit/register';
import { insertCreated } from '../../server/kit/workflow/create';
import { findInScope } from '../../server/kit/workflow/load';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { ApiError, conflict, forbidden, notFound } from '../../server/lib/errors';
import { reportRunListServer } from './queries';
import { REPORTS_ACCESS, reportRunServer } from './workflow.server';

export const NOT_YOUR_REPORT = 'You may not run this report';

/** A report's parameters checked by that report's own schema; 422 naming each bad field. */
export function reportParams(report: ReportKey, params: Record<string, unknown>) {
  const parsed = reportSpec(report).params.safeParse(params);
  if (parsed.success) return parsed.data;
  throw fieldErrors(
    Object.fromEntries(
      parsed.error.issues.map((i) => [`params.${i.path.join('.') || 'params'}`, i.message]),
    ),
  );
}

/** The tenant a user's runs and schedules belong to: its partner or employer of record; none for admins. */
export const tenantColumnsOf = (user: User) => ({
  partner_id: user.partner?.id ?? null,
  eor_id: user.eor?.id ?? null,
});

/** `/v2/reports`: the runs, "Run report", each run's workflow and its results with signed file links. */
export function registerReportRuns(app: FastifyInstance, deps: Deps) {
  registerList(app, deps, reportRunsResource, reportRunListServer, {
    path: reportRunsResource.apiPath,
    summary:
      'Report runs of the reports you may read, in your scope: filters, sort, paging; ?format=csv',
    access: REPORTS_ACCESS,
  });
  registerWorkflow(app, deps, reportRunServer);

  app.post(
    '/reports',
    {
      config: { may: REPORTS_ACCESS },
      schema: {
        tags: ['reports'],
        summary: 'Run a report: the run is PENDING until a worker of the job queue takes it',
        body: RunReportRequest,
        response: { 201: z.object({ id: z.uuid() }), 403: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const body = req.body as z.infer<typeof RunReportRequest>;
      if (!mayRunReport(user, body.report)) throw forbidden(NOT_YOUR_REPORT);
      const params = reportParams(body.report, body.params);
      const id = crypto.randomUUID();
      await withEvents(deps.db, (tx) =>
        insertCreated(
          tx,
          reportRunServer,
          {
            id,
            ...tenantColumnsOf(user),
            report: body.report,
            params,
            requested_by: user.id,
            schedule_id: null,
            slot: null,
          },
          originOf(user, requestOrigin(req, deps)),
          deps.subscribers,
        ),
      );
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/reports/:id/results',
    {
      config: { may: REPORTS_ACCESS },
      schema: {
        tags: ['reports'],
        summary:
          'A finished run’s first 100 rows, its totals and signed links (5 minutes) to its CSV, XLSX and PDF',
        params: z.object({ id: z.uuid() }),
        response: { 200: ReportResults, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const record = await findInScope(
        deps.db,
        reportRunServer,
        user,
        (req.params as { id: string }).id,
      );
      if (!record) throw notFound();
      const { r } = record;
      if (!mayRunReport(user, r.report)) throw forbidden(NOT_YOUR_REPORT);
      if (r.status !== 'FINISHED' || !r.csv_file_id || !r.xlsx_file_id)
        throw conflict('The report is not finished', { status: r.status });
      const ids = [r.csv_file_id, r.xlsx_file_id, r.pdf_file_id].filter(
        (x): x is string => x !== null,
      );
      const files = new Map(
        (await deps.db.select().from(storedFiles).where(inArray(storedFiles.id, ids))).map((f) => [
          f.id,
          f,
        ]),
      );
      const link = (id: string | null) => {
        const f = id ? files.get(id) : undefined;
        return f ? signedFileUrl(f, deps.now()) : null;
      };
      const csv = link(r.csv_file_id);
      const xlsx = link(r.xlsx_file_id);
      if (!csv || !xlsx) throw new ApiError(404, 'The report’s files are missing');
      return {
        rows: r.preview as ReportResults['rows'],
        rows_total: r.rows_total,
        totals: (r.totals ?? {}) as Record<string, number>,
        files: { csv, xlsx, pdf: link(r.pdf_file_id) },
      };
    },
  );
}

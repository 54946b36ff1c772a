import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { sessionOf } from '../../server/auth/session';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { notFound } from '../../server/lib/errors';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { inputTimeAccess, visibleAssignments } from '../timesheets/server';
import { UPLOAD_LIMITS_TEXT, UploadBody, UploadReport } from './contract';
import { refuseDuplicateRows } from './duplicate-rows.server';
import { abandonStaleImports } from './import.server';
import { importJobs } from './job.server';
import { parseUpload } from './parse.server';
import { timesheetUploads } from './table';

/** The bank statement import of payments splits its lines the same way. */
export { splitCsvLine } from './parse.server';

const toReport = (u: typeof timesheetUploads.$inferSelect) => ({
  id: u.id,
  status: u.status as UploadReport['status'],
  imported: u.imported,
  processed: u.processed,
  total: u.total,
  rows: u.report,
  created_at: u.created_at.toISOString(),
});

/**
 * CSV import of draft time with a per-row report; a file with any error imports nothing (201,
 * rejected). A clean file is accepted (202, importing) and written by a job; GET shows progress.
 */
const timesheetUploadRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const jobsOn = () => importJobs(deps.db, app.log, deps.now, deps.subscribers);
  let jobs = jobsOn();
  app.background.add({
    // Imports cut off by a stop of this or another server are undone at start, and on their next poll.
    async start() {
      jobs = jobsOn();
      await abandonStaleImports(deps.db, deps.now());
    },
    stop: () => jobs.drain(),
  });
  app.post(
    '/timesheet_uploads',
    {
      config: { may: inputTimeAccess },
      schema: {
        tags: ['timesheets'],
        summary: `Import draft time from CSV (assignment_id,date,time_start,time_end,break_time_minutes,project_code,task), ${UPLOAD_LIMITS_TEXT}`,
        body: UploadBody,
        response: { 201: UploadReport, 202: UploadReport, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const { headerErrors, rows } = parseUpload(req.body.content);
      const found = await visibleAssignments(deps.db, user, [
        ...new Set(rows.flatMap((r) => (r.entry ? [r.entry.assignment_id] : []))),
      ]);
      for (const r of rows)
        if (r.entry && !found.has(r.entry.assignment_id))
          r.errors.push('assignment_id: no such assignment of yours');
      await refuseDuplicateRows(deps.db, rows);
      const report = [
        ...(headerErrors.length ? [{ row: 1, ok: false, errors: headerErrors }] : []),
        ...rows.map((r) => ({ row: r.row, ok: r.errors.length === 0, errors: r.errors })),
      ];
      const clean = report.every((r) => r.ok);
      // Validated above, outside any transaction; the writes are batched in short transactions.
      const drafts = rows.flatMap((r) => {
        const assignment = clean && r.entry ? found.get(r.entry.assignment_id) : undefined;
        return r.entry && assignment ? [{ assignment, body: r.entry }] : [];
      });
      const [upload] = await deps.db
        .insert(timesheetUploads)
        .values({
          uploaded_by_user_id: user.id,
          status: clean ? 'importing' : 'rejected',
          total: drafts.length,
          report,
          updated_at: deps.now(),
        })
        .returning();
      if (!upload) throw new Error('upload not stored');
      if (!clean) return reply.status(201).send(toReport(upload));
      jobs.start(upload.id, drafts, originOf(user, requestOrigin(req, deps)));
      return reply.status(202).send(toReport(upload));
    },
  );

  app.get(
    '/timesheet_uploads/:id',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'One upload: its per-row report and, while importing, rows written of the total',
        params: z.object({ id: z.uuid() }),
        response: { 200: UploadReport, 404: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const find = async () =>
        (
          await deps.db
            .select()
            .from(timesheetUploads)
            .where(
              and(
                eq(timesheetUploads.id, req.params.id),
                eq(timesheetUploads.uploaded_by_user_id, user.id),
              ),
            )
        )[0];
      const u = await find();
      if (!u) throw notFound();
      if (u.status !== 'importing') return toReport(u);
      // A poll of a job whose server stopped undoes it, so the page ends on "failed", not waiting forever.
      await abandonStaleImports(deps.db, deps.now(), u.id);
      return toReport((await find()) ?? u);
    },
  );
};

export const timesheetUploadsPart: ResourceServerPart = { routes: timesheetUploadRoutes };

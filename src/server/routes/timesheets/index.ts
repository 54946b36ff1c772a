import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TransitionRefusal } from '../../../domain/contracts/errors';
import {
  ActionBody,
  BulkRequest,
  BulkResult,
  EntryBody,
  EntryPatch,
  TimesheetAction,
  TimesheetDetail,
  TimesheetFigures,
  TimesheetHistory,
  TimesheetList,
  TimesheetListQuery,
} from '../../../domain/contracts/timesheets';
import type { User } from '../../../domain/contracts/user';
import { canExport } from '../../../domain/policy/capabilities';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { timesheetFigures } from './figures';
import { timesheetHistory } from './history';
import { sendCsv } from '../../lib/csv';
import { findVisible, listTimesheets, timesheetCsv, toDto } from './queries';
import { availability, createEntry, editEntry, judge, performAction, type RequestOrigin } from './service';

const IdParams = z.object({ id: z.uuid() });

export const requestOrigin = (req: FastifyRequest, deps: Deps): RequestOrigin => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  now: deps.now(),
});

export async function detailOf(deps: Deps, user: User, id: string) {
  const r = await findVisible(deps.db, user, id);
  if (!r) throw notFound();
  return { timesheet: toDto(r, user), actions: availability(r, user) };
}

export const timesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const tags = ['timesheets'];

  app.get(
    '/timesheets',
    { schema: { tags, summary: 'Timesheets in your scope: filters, sort, paging, totals; ?format=csv downloads the filter', querystring: TimesheetListQuery, response: { 200: TimesheetList, 401: ErrorBody, 403: ErrorBody } } },
    async (req, reply) => {
      const { user } = sessionOf(req);
      if (req.query.format === 'csv') {
        if (!canExport(user)) throw forbidden('You are not allowed to export timesheets');
        return sendCsv(reply, 'timesheets', timesheetCsv(deps.db, user, req.query));
      }
      return listTimesheets(deps.db, user, req.query);
    },
  );

  app.get('/timesheets/figures', { schema: { tags, summary: 'Counts by status and total hours in your scope', response: { 200: TimesheetFigures } } }, async (req) =>
    timesheetFigures(deps.db, sessionOf(req).user),
  );

  app.post('/timesheets', { schema: { tags, summary: 'Enter time as a draft', body: EntryBody, response: { 201: TimesheetDetail, 403: ErrorBody, 404: ErrorBody } } }, async (req, reply) => {
    const { user } = sessionOf(req);
    const id = await createEntry(deps.db, user, req.body, requestOrigin(req, deps));
    return reply.status(201).send(await detailOf(deps, user, id));
  });

  app.get('/timesheets/:id', { schema: { tags, summary: 'One timesheet with available and unavailable actions', params: IdParams, response: { 200: TimesheetDetail, 404: ErrorBody } } }, async (req) =>
    detailOf(deps, sessionOf(req).user, req.params.id),
  );

  app.patch(
    '/timesheets/:id',
    { schema: { tags, summary: 'Edit a draft or rejected timesheet', params: IdParams, body: EntryPatch, response: { 200: TimesheetDetail, 403: ErrorBody, 404: ErrorBody, 409: TransitionRefusal } } },
    async (req) => {
      const { user } = sessionOf(req);
      await editEntry(deps.db, user, req.params.id, req.body, requestOrigin(req, deps));
      return detailOf(deps, user, req.params.id);
    },
  );

  app.post(
    '/timesheets/:id/actions/:action',
    {
      schema: {
        tags,
        summary: 'Take a spec §4 action: 403 never allowed for you, 409 not allowed now, both with reasons',
        params: IdParams.extend({ action: TimesheetAction }),
        body: ActionBody,
        response: { 200: TimesheetDetail, 403: TransitionRefusal, 404: ErrorBody, 409: TransitionRefusal },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      await performAction(deps.db, user, req.params.id, req.params.action, req.body ?? {}, requestOrigin(req, deps));
      return detailOf(deps, user, req.params.id);
    },
  );

  app.get('/timesheets/:id/history', { schema: { tags, summary: 'Every step of one timesheet', params: IdParams, response: { 200: TimesheetHistory, 404: ErrorBody } } }, async (req) => {
    const { user } = sessionOf(req);
    if (!(await findVisible(deps.db, user, req.params.id))) throw notFound();
    return { data: await timesheetHistory(deps.db, req.params.id, user) };
  });

  app.post('/timesheets/bulk/preview', { schema: { tags, summary: 'Which rows an action would succeed on, and why not the others', body: BulkRequest, response: { 200: BulkResult } } }, async (req) => {
    const { user } = sessionOf(req);
    const rows = await Promise.all(
      req.body.ids.map(async (id) => {
        const r = await findVisible(deps.db, user, id);
        if (!r) return { id, ok: false, code: 404, status: null, reasons: ['Not found'] };
        const v = judge(r, user, req.body.action, req.body);
        return { id, ok: v.ok, code: v.ok ? 200 : v.code, status: r.t.status, reasons: v.ok ? [] : v.reasons };
      }),
    );
    const succeeded = rows.filter((r) => r.ok).length;
    return { data: rows, succeeded, failed: rows.length - succeeded };
  });

  app.post('/timesheets/bulk/apply', { schema: { tags, summary: 'Apply an action to each row independently', body: BulkRequest, response: { 200: BulkResult } } }, async (req) => {
    const { user } = sessionOf(req);
    const data = [];
    for (const id of req.body.ids) {
      try {
        const row = await performAction(deps.db, user, id, req.body.action, req.body, requestOrigin(req, deps));
        data.push({ id, ok: true, code: 200, status: row.status, reasons: [] });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const reasons = Array.isArray(err.body.reasons) ? (err.body.reasons as string[]) : [err.message];
        data.push({ id, ok: false, code: err.statusCode, status: null, reasons });
      }
    }
    const succeeded = data.filter((r) => r.ok).length;
    return { data, succeeded, failed: data.length - succeeded };
  });
};

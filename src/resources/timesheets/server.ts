import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TransitionRefusal } from '../../domain/contracts/errors';
import {
  DuplicateEntry,
  EntryBody,
  EntryPatch,
  TimesheetDetail,
  TimesheetFigures,
  timesheetsResource,
} from './contract';
import { declareList } from '../../server/kit/list-count';
import { registerList } from '../../server/kit/register';
import type { User } from '../../domain/contracts/user';
import { sessionOf } from '../../server/auth/session';
import type { Deps } from '../../server/deps';
import { detailOf as workflowDetail } from '../../server/kit/workflow/detail';
import { requestOrigin } from '../../server/kit/workflow/origin';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { timesheetFigures } from './figures.server';
import { timesheetListServer } from './queries';
import { createEntry, editEntry, inputTimeAccess } from './service.server';
import { rejectionMail } from './rejection-mail.server';
import { timesheetServer } from './workflow.server';

// What other features take from the timesheets: billing, payroll, the dashboard, search, the
// notifications, the seed, and Enter Time's neighbours (the CSV import, the approval links).
export { insertDrafts, STREAM, type DraftInput } from './drafts.server';
export { clashesOf, dayKey, lockDays, overlapMessage } from './duplicates.server';
export { timesheetEvents, timesheetPayloads } from './events.server';
export { timesheetFigures } from './figures.server';
export { seesContractorPersonal } from './personal-data.server';
export { projectTimesheet, type TimesheetRow } from './projection';
export { findVisible, timesheetListServer, toDto, type JoinedRow } from './queries';
export { inputTimeAccess, visibleAssignments } from './service.server';
export { timesheetServer };

const IdParams = z.object({ id: z.uuid() });

/** The detail as every timesheet route answers it: the timesheet and its actions. */
export const detailOf = async (deps: Deps, user: User, id: string) =>
  (await workflowDetail(deps.db, timesheetServer, user, id)) as TimesheetDetail;

export const timesheetsList = declareList(timesheetsResource, timesheetListServer, {
  path: '/timesheets',
  summary:
    'Timesheets in your scope: filters, sort, paging, totals; ?format=csv downloads the filter',
});

const timesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const tags = ['timesheets'];

  registerList(app, deps, timesheetsList.def, timesheetsList.server, timesheetsList.options);

  app.get(
    '/timesheets/figures',
    {
      schema: {
        tags,
        summary:
          'Counts by status, and hours of submitted, signed and approved time, in your scope',
        response: { 200: TimesheetFigures },
      },
    },
    async (req) => timesheetFigures(deps.db, sessionOf(req).user),
  );

  app.post(
    '/timesheets',
    {
      config: { may: inputTimeAccess },
      schema: {
        tags,
        summary: 'Enter time as a draft; 409 names a stored timesheet the time overlaps',
        body: EntryBody,
        response: { 201: TimesheetDetail, 403: ErrorBody, 404: ErrorBody, 409: DuplicateEntry },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const id = await createEntry(
        deps.db,
        user,
        req.body,
        requestOrigin(req, deps),
        deps.subscribers,
      );
      return reply.status(201).send(await detailOf(deps, user, id));
    },
  );

  app.patch(
    '/timesheets/:id',
    {
      config: { may: inputTimeAccess },
      schema: {
        tags,
        summary: 'Edit a draft or rejected timesheet',
        params: IdParams,
        body: EntryPatch,
        response: {
          200: TimesheetDetail,
          403: ErrorBody,
          404: ErrorBody,
          409: z.union([TransitionRefusal, DuplicateEntry]),
        },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      await editEntry(
        deps.db,
        user,
        req.params.id,
        req.body,
        requestOrigin(req, deps),
        deps.subscribers,
      );
      return detailOf(deps, user, req.params.id);
    },
  );

  registerWorkflow(app, deps, timesheetServer);
};

export const timesheetsPart: ResourceServerPart = {
  routes: timesheetRoutes,
  subscribers: [rejectionMail],
};

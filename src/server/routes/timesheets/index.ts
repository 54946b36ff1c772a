import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TransitionRefusal } from '../../../domain/contracts/errors';
import {
  DuplicateEntry,
  EntryBody,
  EntryPatch,
  TimesheetDetail,
  TimesheetFigures,
} from '../../../domain/contracts/timesheets';
import { timesheetsResource } from '../../../domain/resources/timesheets';
import { declareList } from '../../kit/list-count';
import { registerList } from '../../kit/register';
import type { User } from '../../../domain/contracts/user';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import { detailOf as workflowDetail } from '../../kit/workflow/detail';
import { requestOrigin } from '../../kit/workflow/origin';
import { registerWorkflow } from '../../kit/workflow/register';
import { timesheetFigures } from './figures';
import { timesheetListServer } from './queries';
import { createEntry, editEntry, inputTimeAccess } from './service';
import { timesheetServer } from './workflow';

const IdParams = z.object({ id: z.uuid() });

/** The detail as every timesheet route answers it: the timesheet and its actions. */
export const detailOf = async (deps: Deps, user: User, id: string) =>
  (await workflowDetail(deps.db, timesheetServer, user, id)) as TimesheetDetail;

export const timesheetsList = declareList(timesheetsResource, timesheetListServer, {
  path: '/timesheets',
  summary:
    'Timesheets in your scope: filters, sort, paging, totals; ?format=csv downloads the filter',
});

export const timesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
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

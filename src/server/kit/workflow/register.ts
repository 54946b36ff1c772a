import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pathOfPlural, type ActionInput } from '../../../../machines/kit/workflow';
import { BulkResult } from '../../../domain/contracts/workflow';
import { Replay } from '../../../domain/contracts/replay';
import { ErrorBody, TransitionRefusal } from '../../../domain/contracts/errors';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { hasIdempotencyKey, IdempotencyHeaders, idempotent } from '../idempotency';
import { actingAccess } from './acting-access';
import { bulkApplyRequest, bulkPreview, type BulkInput } from './bulk';
import { workflowSchemas } from './contracts';
import { detailOf } from './detail';
import { historyOf } from './history';
import { actionStep, judgeInScope, perform, transitionInTx } from './perform';
import { originOf, requestOrigin } from './origin';
import { replayOf } from './replay';
import type { ProjectionRow, WorkflowServer } from './server';

const IdParams = z.object({ id: z.uuid() });

/**
 * A workflow's routes under /v2, with their OpenAPI schemas: `GET <apiPath>/:id` (the record and its
 * actions), `POST <apiPath>/:id/actions/:action`, `GET <apiPath>/:id/history`, and
 * `GET <apiPath>/:id/replay` (auditors), `POST <apiPath>/bulk/preview|apply` (money-moving actions keyed as bulk.ts says). Every one
 * loads in the caller's tenant scope: another tenant's
 * id is a 404 (a 404 row in bulk).
 */
export function registerWorkflow<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  app: FastifyInstance,
  deps: Deps,
  server: WorkflowServer<J, Row, S, F, A, Item>,
): void {
  const s = workflowSchemas(server);
  const tags = [server.definition.plural];
  const { plural } = server.definition;
  const path = server.apiPath;
  // The browser finds a record's page, API and audit replay from the definition's plural alone.
  if (path !== `/${pathOfPlural(plural)}`)
    throw new Error(
      `The ${server.definition.name} workflow's apiPath must be /${pathOfPlural(plural)}`,
    );
  // Users never allowed these records get a 403 on every route, before any record is read or any
  // input validated (kit/authorize-first.ts).
  const config = server.access ? { may: server.access } : {};
  // Acting (one record or in bulk) is refused before the body is read to users who may open the
  // records but take none of the workflow's actions (spec §6, as the actions' own metadata says).
  const actionConfig = { may: actingAccess(server) };
  const userOf = (req: FastifyRequest) => sessionOf(req).user;
  const gated = server.access ? { 403: ErrorBody } : {};

  app.get<{ Params: { id: string } }>(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `One of the ${plural} with the actions you may take now, and why not the others`,
        params: IdParams,
        response: { 200: s.Detail, ...gated, 404: ErrorBody },
      },
    },
    async (req) => detailOf(deps.db, server, userOf(req), req.params.id),
  );

  app.post<{ Params: { id: string; action: A }; Body: ActionInput }>(
    `${path}/:id/actions/:action`,
    {
      config: actionConfig,
      schema: {
        tags,
        summary:
          'Take an action: 403 never allowed for you, 409 not allowed now, both with reasons; an action that moves money needs an Idempotency-Key',
        headers: IdempotencyHeaders.partial(),
        params: IdParams.extend({ action: s.Action }),
        body: s.ActionBody,
        // A workflow with `access` refuses users never allowed its records before judging (ErrorBody).
        response: {
          200: s.Detail,
          403: z.union([TransitionRefusal, ErrorBody]),
          404: ErrorBody,
          409: TransitionRefusal,
        },
      },
    },
    async (req, reply) => {
      const user = userOf(req);
      const { id, action } = req.params;
      if (server.moneyActions?.includes(action)) {
        // Without a key, the record is judged first (404/403/409 before the 422). With one, the
        // judging happens in the keyed transaction: a duplicate sent while the first runs waits for
        // it and replays its answer rather than being judged against the state it left.
        if (!hasIdempotencyKey(req))
          await judgeInScope(deps.db, server, user, id, action, req.body);
        return idempotent(deps.db, req, reply, 200, async (tx) => {
          const origin = originOf(
            user,
            requestOrigin(req, deps),
            server.locationOf?.(action, req.body) ?? null,
          );
          await transitionInTx(
            tx,
            server,
            user,
            id,
            actionStep(server, user, action, req.body, origin),
            deps.subscribers,
          );
          return detailOf(tx as unknown as Db, server, user, id);
        });
      }
      await perform(
        deps.db,
        server,
        user,
        id,
        action,
        req.body,
        requestOrigin(req, deps),
        deps.subscribers,
      );
      return detailOf(deps.db, server, user, id);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${path}/:id/history`,
    {
      config,
      schema: {
        tags,
        summary: `Every step of one of the ${plural}, each payload typed by its event`,
        params: IdParams,
        response: { 200: s.History, ...gated, 404: ErrorBody },
      },
    },
    async (req) => ({ data: await historyOf(deps.db, server, userOf(req), req.params.id) }),
  );

  app.get<{ Params: { id: string } }>(
    `${path}/:id/replay`,
    {
      config,
      schema: {
        tags,
        summary: `An auditor's replay of one of the ${plural}: each event, the state after it, and what each role could have done then`,
        params: IdParams,
        response: { 200: Replay, 403: ErrorBody, 404: ErrorBody },
      },
    },
    // The replay shows what the detail shows and more (hold reasons, who acted from where): whoever
    // the record's own access refuses gets the same 403 here.
    async (req) => replayOf(deps.db, server, userOf(req), req.params.id),
  );

  app.post<{ Body: BulkInput<A> }>(
    `${path}/bulk/preview`,
    {
      config: actionConfig,
      schema: {
        tags,
        summary: 'Which rows an action would succeed on, and why not the others',
        body: s.BulkRequest,
        response: { 200: BulkResult, 403: ErrorBody },
      },
    },
    async (req) => bulkPreview(deps.db, server, userOf(req), req.body),
  );

  app.post<{ Body: BulkInput<A> }>(
    `${path}/bulk/apply`,
    {
      config: actionConfig,
      schema: {
        tags,
        summary:
          'Apply an action to each row independently; an action that moves money needs one Idempotency-Key for the request',
        headers: IdempotencyHeaders.partial(),
        body: s.BulkRequest,
        response: { 200: BulkResult, 403: ErrorBody },
      },
    },
    async (req, reply) =>
      bulkApplyRequest(
        deps.db,
        server,
        userOf(req),
        req.body,
        requestOrigin(req, deps),
        { req, reply },
        deps.subscribers,
      ),
  );
}

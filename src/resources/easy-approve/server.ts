import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TransitionRefusal, ValidationErrorBody } from '../../domain/contracts/errors';
import { canRequestApproval } from '../../domain/policy/timesheet-decisions';
import { loadUser } from '../../server/auth/load-user';
import { sessionOf } from '../../server/auth/session';
import type { Db } from '../../server/db/client';
import type { Deps } from '../../server/deps';
import { events, users } from '../../server/db/schema';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { ApiError, conflict, notFound } from '../../server/lib/errors';
import { detailOf, findVisible, toDto, STREAM, timesheetServer } from '../timesheets/server';
import { requestOrigin } from '../../server/kit/workflow/origin';
import { perform } from '../../server/kit/workflow/perform';
import { EasyApproveDecision, EasyApproveLinkSent, EasyApproveView } from './contract';
import { parseLink, verifyLink } from './links.server';
import { mailLink } from './mail-link.server';
import { chooseRecipient, linkSteps } from './recipient.server';
import { easyApproveLinks } from './table';

const INVALID = 'This approval link is not valid.';

/** What happened to the timesheet after the link was sent, and who did it. */
async function outcomeSince(db: Db, timesheetId: string, version: number): Promise<string | null> {
  const [e] = await db
    .select({
      type: events.type,
      at: events.occurred_at,
      first: users.first_name,
      last: users.last_name,
      email: users.email,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.actor_user_id))
    .where(
      and(
        eq(events.stream_type, STREAM),
        eq(events.stream_id, timesheetId),
        gt(events.version, version),
      ),
    )
    .orderBy(desc(events.version))
    .limit(1);
  if (!e) return null;
  const who = e.first ? `${e.first} ${e.last}`.trim() : 'someone';
  const what = e.type
    .replace('timesheet.', '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();
  return `This timesheet has already moved on: ${what} by ${who} on ${e.at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
}

async function openLink(deps: Deps, token: string) {
  const parsed = parseLink(token);
  if (!parsed) throw notFound(INVALID);
  const [link] = await deps.db
    .select()
    .from(easyApproveLinks)
    .where(eq(easyApproveLinks.id, parsed.linkId));
  if (
    !link ||
    !verifyLink(token, link.signing_key) ||
    link.expires_at.getTime() !== parsed.expiresMs
  )
    throw notFound(INVALID);
  const approver = await loadUser(deps.db, link.approver_user_id);
  if (!approver) throw notFound(INVALID);
  const row = await findVisible(deps.db, approver, link.timesheet_id);
  if (!row) throw notFound(INVALID);
  let outcome = await outcomeSince(deps.db, link.timesheet_id, link.version);
  if (!outcome && link.expires_at.getTime() <= deps.now().getTime())
    outcome = `This link expired on ${link.expires_at.toISOString().slice(0, 10)}.`;
  return { link, approver, row, outcome };
}

const REQUEST_REFUSED =
  'Only admins, employers of record and partner owners, managers, finance or admins may have an approval link mailed to an approver.';

/** Signed links let an approver decide from an email without signing in; only their mailbox ever holds one. */
const easyApproveRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/timesheets/:id/easy_approve_link',
    {
      config: { may: { allowed: canRequestApproval, message: REQUEST_REFUSED } },
      schema: {
        tags: ['timesheets'],
        summary:
          "Mail a signed approval link to the timesheet's approver; the answer names the recipient, never the link",
        params: z.object({ id: z.uuid() }),
        body: z.object({ approver_email: z.email().optional() }).default({}),
        response: {
          202: EasyApproveLinkSent,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody.extend(ValidationErrorBody.shape),
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const row = await findVisible(deps.db, user, req.params.id);
      if (!row) throw notFound();
      if (row.t.status !== 'submitted' && row.t.status !== 'signed')
        throw conflict('Only a submitted or signed timesheet can be sent for approval');
      const recipient = await chooseRecipient(deps.db, row, req.body?.approver_email);
      const sent = await mailLink(deps, user, recipient, row);
      return reply.status(202).send(sent);
    },
  );

  app.get(
    '/easy_approve',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'What a signed link is about, or what already happened',
        querystring: z.object({ token: z.string().max(2000) }),
        response: { 200: EasyApproveView, 404: ErrorBody },
      },
    },
    async (req) => {
      const { row, approver, outcome, link } = await openLink(deps, req.query.token);
      return {
        timesheet: toDto(row, approver),
        outcome,
        expires_at: link.expires_at.toISOString(),
      };
    },
  );

  app.post(
    '/easy_approve',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'Approve or reject from a signed link',
        body: EasyApproveDecision,
        response: {
          200: EasyApproveView,
          403: TransitionRefusal,
          404: ErrorBody,
          409: TransitionRefusal,
        },
      },
    },
    async (req) => {
      const { row, approver, outcome, link } = await openLink(deps, req.body.token);
      if (outcome)
        throw conflict(outcome, {
          from: row.t.status,
          action: req.body.decision,
          reasons: [outcome],
        });
      // The recipient as they are now, judged by perform exactly as a signed-in decision is.
      const actions = linkSteps(row, req.body.decision);
      let action: (typeof actions)[number] = actions[0];
      try {
        for (action of actions) {
          await perform(
            deps.db,
            timesheetServer,
            approver,
            row.t.id,
            action,
            { reason: req.body.reason },
            requestOrigin(req, deps),
            deps.subscribers,
          );
        }
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 409) {
          const later = await outcomeSince(deps.db, row.t.id, link.version);
          if (later) throw conflict(later, { from: row.t.status, action, reasons: [later] });
        }
        throw err;
      }
      await deps.db
        .update(easyApproveLinks)
        .set({ used_at: deps.now() })
        .where(eq(easyApproveLinks.id, link.id));
      const detail = await detailOf(deps, approver, row.t.id);
      return {
        timesheet: detail.timesheet,
        outcome: null,
        expires_at: link.expires_at.toISOString(),
      };
    },
  );
};

export const easyApprovePart: ResourceServerPart = { routes: easyApproveRoutes };

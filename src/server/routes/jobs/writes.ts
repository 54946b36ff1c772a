import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, ValidationErrorBody } from '../../../domain/contracts/errors';
import { JobCreate, JobUpdate } from '../../../domain/contracts/org-inputs';
import type { User } from '../../../domain/contracts/user';
import { isAdmin, isClient, isPartner } from '../../../domain/policy/capabilities';
import {
  canAddJobs,
  CANADA_NOT_ENABLED,
  choosableJobClassifications,
} from '../../../domain/policy/org-data';
import { jobsResource } from '../../../domain/resources/jobs';
import { sessionOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { jobs, partners } from '../../db/schema';
import type { Deps } from '../../deps';
import { findVisible } from '../../kit/list';
import { forbidden, notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { clientsServer } from '../clients';
import { jobsServer } from './server';

const refused = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };
const IdParams = z.object({ id: z.uuid() });

/** Spec §5: Canada's classification is refused to users who may not see Canada, whatever the form offered. */
function checkClassification(user: User, classification: string) {
  if (!(choosableJobClassifications(user) as string[]).includes(classification))
    throw fieldError('classification', CANADA_NOT_ENABLED);
}

/**
 * Whose a new job is, from who adds it: a client owner's is its own company's; a partner's its own,
 * maybe for one of its clients; an admin's the named client's or partner's. An id the caller may
 * not use is a 422 on its field, and nothing is written.
 */
async function ownerOf(db: Db, user: User, body: JobCreate) {
  const clientId = isClient(user) ? (user.client?.id ?? null) : body.client_id;
  if (isClient(user) && body.client_id !== null && body.client_id !== clientId)
    throw fieldError('client_id', 'Choose a client');
  if (clientId !== null) {
    const client = await findVisible(db, user, clientsServer, clientId);
    if (!client) throw fieldError('client_id', 'Choose a client');
    return { client_id: client.c.id, partner_id: client.c.partner_id, eor_id: client.c.eor_id };
  }
  if (isPartner(user)) {
    const own = user.partner?.id ?? null;
    if (body.partner_id !== null && body.partner_id !== own)
      throw fieldError('partner_id', 'Choose a partner');
    return { client_id: null, partner_id: own, eor_id: null };
  }
  if (!isAdmin(user) || body.partner_id === null)
    throw fieldError('partner_id', 'Choose a partner or a client');
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, body.partner_id));
  if (!partner) throw fieldError('partner_id', 'Choose a partner');
  return { client_id: null, partner_id: partner.id, eor_id: null };
}

/** An admin changes any job; a partner its own; a client owner only its company's own jobs. */
const mayChange = (user: User, job: typeof jobs.$inferSelect) =>
  isAdmin(user) ||
  (isPartner(user) && job.partner_id === user.partner?.id) ||
  (isClient(user) && job.client_id !== null && job.client_id === user.client?.id);

/**
 * `POST /v2/jobs` and `PUT /v2/jobs/{id}`: admins, partner staff and client owners allowed to add
 * assignments (spec §6, `canAddJobs`; 403 otherwise).
 */
export function registerJobWrites(app: FastifyInstance, deps: Deps): void {
  app.post(
    '/jobs',
    {
      schema: {
        tags: [jobsResource.name],
        summary: 'Add a job: a partner’s for every client, or one client’s',
        body: JobCreate,
        response: { 201: jobsResource.item, ...refused },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      if (!canAddJobs(user)) throw forbidden('You are not allowed to add jobs');
      const body = req.body as JobCreate;
      checkClassification(user, body.classification);
      const owner = await ownerOf(deps.db, user, body);
      const { client_id: _c, partner_id: _p, ...fields } = body;
      const [row] = await deps.db
        .insert(jobs)
        .values({ ...fields, ...owner })
        .returning({ id: jobs.id });
      const job = row && (await findVisible(deps.db, user, jobsServer, row.id));
      if (!job) throw new Error('a job just added is not visible to who added it');
      return reply.status(201).send(jobsServer.toDto(job, user));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/jobs/:id',
    {
      schema: {
        tags: [jobsResource.name],
        summary: 'Change a job (whose it is stays)',
        params: IdParams,
        body: JobUpdate,
        response: { 200: jobsResource.item, ...refused },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (!canAddJobs(user)) throw forbidden('You are not allowed to change jobs');
      const found = await findVisible(deps.db, user, jobsServer, req.params.id);
      if (!found) throw notFound();
      if (!mayChange(user, found.j)) throw forbidden('You may change only your own jobs');
      const body = req.body as JobUpdate;
      checkClassification(user, body.classification);
      await deps.db.update(jobs).set(body).where(eq(jobs.id, req.params.id));
      const job = await findVisible(deps.db, user, jobsServer, req.params.id);
      if (!job) throw notFound();
      return jobsServer.toDto(job, user);
    },
  );
}

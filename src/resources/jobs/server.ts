import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { JobClassification } from '../../domain/contracts/enums';
import type { Db } from '../../server/db/client';
import { clients, jobs, partners } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { type Job, jobsResource } from './contract';
import { jobsForm } from './form';
import { jobsFormServer } from './form.server';
import type { jobsQuery } from './query';
import { jobsScope } from './scope.server';

const rows = (db: Db) =>
  db
    .select({ j: jobs, partner_name: partners.entity_name, client_name: clients.entity_name })
    .from(jobs)
    .leftJoin(partners, eq(partners.id, jobs.partner_id))
    .leftJoin(clients, eq(clients.id, jobs.client_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const jobsServer: ResourceServer<Row, Job, typeof jobsQuery> = {
  query: {
    rows,
    ...tableQuery(jobs),
    filters: {
      title: jobs.title,
      classification: jobs.classification,
      salaried: jobs.salaried,
      partner_id: jobs.partner_id,
      client_id: jobs.client_id,
    },
    sorts: {
      title: [jobs.title],
      classification: [jobs.classification],
      created_at: [jobs.created_at],
    },
  },
  scope: jobsScope,
  toDto: ({ j, partner_name, client_name }) => ({
    id: j.id,
    title: j.title,
    // The column is text; every writer checks the value against the enumeration first.
    classification: JobClassification.parse(j.classification),
    workers_comp_code: j.workers_comp_code,
    salaried: j.salaried,
    is_travel: j.is_travel,
    partner_id: j.partner_id,
    partner_name,
    eor_id: j.eor_id,
    client_id: j.client_id,
    client_name,
    created_at: j.created_at.toISOString(),
  }),
};

const jobsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, jobsResource, jobsServer);
  registerForm(app, deps, jobsResource, jobsForm, jobsServer, jobsFormServer);
};

export const jobsPart: ResourceServerPart = { routes: jobsRoutes };

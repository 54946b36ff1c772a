import { and, count, eq, exists, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../server/db/client';
import { assignments, contractors, partners, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { seesContractorPersonal } from '../timesheets/server';
import { type Contractor, contractorsResource } from './contract';
import { contractorsForm } from './form';
import { contractorsFormServer } from './form.server';
import type { contractorsQuery } from './query';

const name = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

const rows = (db: Db) =>
  db
    .select({ c: contractors, name, email: users.email, partner_name: partners.entity_name })
    .from(contractors)
    .leftJoin(users, eq(users.contractor_id, contractors.id))
    .leftJoin(partners, eq(partners.id, contractors.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** A client's contractors are those with an assignment at it, and those its owner added. */
const workedFor = (clientId: string) =>
  or(
    eq(contractors.created_by_client_id, clientId),
    exists(
      sql`(select 1 from ${assignments} where ${and(eq(assignments.contractor_id, contractors.id), eq(assignments.client_id, clientId))})`,
    ),
  )!;

export const contractorsServer: ResourceServer<Row, Contractor, typeof contractorsQuery> = {
  query: {
    rows,
    count: (db) =>
      db
        .select({ n: count() })
        .from(contractors)
        .leftJoin(users, eq(users.contractor_id, contractors.id))
        .$dynamic(),
    id: contractors.id,
    filters: {
      name,
      partner_id: contractors.partner_id,
      requires_w2_onboard: contractors.requires_w2_onboard,
    },
    sorts: { name: [name], created_at: [contractors.created_at] },
  },
  scope: {
    partner_id: contractors.partner_id,
    eor_id: contractors.eor_id,
    client_id: workedFor,
    contractor_id: contractors.id,
  },
  toDto: ({ c, name: full, email, partner_name }, viewer) => {
    const personal = seesContractorPersonal(viewer);
    return {
      id: c.id,
      name: full || '--',
      email: personal ? email : null,
      partner_id: c.partner_id,
      partner_name,
      corp_to_corp: c.corp_to_corp,
      requires_w2_onboard: c.requires_w2_onboard,
      steps_completed: c.completed_steps.length,
      steps_required: c.required_steps.length,
      ssn_masked: personal && c.ssn_last4 ? `***-**-${c.ssn_last4}` : null,
      created_at: c.created_at.toISOString(),
    };
  },
};

const contractorsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, contractorsResource, contractorsServer);
  registerForm(
    app,
    deps,
    contractorsResource,
    contractorsForm,
    contractorsServer,
    contractorsFormServer(deps),
  );
};

export const contractorsPart: ResourceServerPart = { routes: contractorsRoutes };

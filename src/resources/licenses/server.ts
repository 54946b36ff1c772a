import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../server/db/client';
import { contractors } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { contractorsServer } from '../contractors/server';
import { licensesResource, type License } from './contract';
import { licensesForm } from './form';
import { canSeeLicenses } from './policy';
import type { licensesQuery } from './query';
import { licenses } from './table';

const contractorName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})`;

const rows = (db: Db) =>
  db
    .select({ l: licenses, contractor_name: contractorName })
    .from(licenses)
    .leftJoin(users, eq(users.contractor_id, licenses.contractor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const licensesServer: ResourceServer<Row, License, typeof licensesQuery> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(licenses).$dynamic(),
    id: licenses.id,
    filters: {
      license_type: licenses.license_type,
      contractor_id: licenses.contractor_id,
      expires_on: licenses.expires_on,
    },
    sorts: {
      expires_on: [licenses.expires_on],
      contractor: [contractorName],
      license_type: [licenses.license_type],
    },
  },
  scope: {
    partner_id: licenses.partner_id,
    eor_id: licenses.eor_id,
    contractor_id: licenses.contractor_id,
  },
  toDto: ({ l, contractor_name }) => ({
    id: l.id,
    contractor_id: l.contractor_id,
    contractor_name: contractor_name || '--',
    partner_id: l.partner_id,
    eor_id: l.eor_id,
    license_type: l.license_type,
    number: l.number,
    state: l.state,
    issued_on: l.issued_on,
    expires_on: l.expires_on,
    created_at: l.created_at.toISOString(),
  }),
};

type Input = typeof licensesForm.input._output;

/** A license belongs to its worker's employer: the tenant columns are the worker's, never the body's. */
const licensesFormServer: FormServer<Input> = {
  async create(tx, _user, input) {
    const [worker] = await tx
      .select({ partner_id: contractors.partner_id, eor_id: contractors.eor_id })
      .from(contractors)
      .where(eq(contractors.id, input.contractor_id));
    if (!worker) throw fieldError('contractor_id', 'Contractor not found');
    const [row] = await tx
      .insert(licenses)
      .values({ ...input, issued_on: input.issued_on ?? null, ...worker })
      .returning({ id: licenses.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    // The worker is fixed: a license is one person's, so another worker's is another license.
    const { contractor_id: _c, ...changes } = patch;
    if (Object.keys(changes).length > 0)
      await tx.update(licenses).set(changes).where(eq(licenses.id, id));
  },
  references: { contractor_id: { label: 'Contractor', server: contractorsServer } },
};

const access = {
  allowed: canSeeLicenses,
  message: 'Clients and sales partners do not see workers\u2019 licenses',
};

const licensesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, licensesResource, licensesServer, { access });
  registerForm(app, deps, licensesResource, licensesForm, licensesServer, licensesFormServer);
};

export const licensesPart: ResourceServerPart = { routes: licensesRoutes };

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import { fieldError, type FormServer } from '../../server/kit/form';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tenantOf } from '../../server/kit/scope';
import { tableQuery } from '../../server/kit/table-query';
import { contractorsServer } from '../contractors/server';
import type { Dependent } from './contract';
import { workerEmployer, workerJoin, workerName } from './enrollments.server';
import type { dependentsForm } from './form';
import type { dependentsQuery } from './query';
import { dependents } from './table';

const rows = (db: Db) =>
  db
    .select({ d: dependents, contractor_name: workerName })
    .from(dependents)
    .leftJoin(...workerJoin(dependents.contractor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Dependents: the employer's staff see their workers'; a contractor its own; admins all. */
export const dependentsServer: ResourceServer<Row, Dependent, typeof dependentsQuery> = {
  query: {
    rows,
    ...tableQuery(dependents),
    filters: { contractor_id: dependents.contractor_id },
    sorts: {
      last_name: [dependents.last_name, dependents.first_name],
      date_of_birth: [dependents.date_of_birth],
    },
  },
  scope: {
    partner_id: dependents.partner_id,
    eor_id: dependents.eor_id,
    contractor_id: dependents.contractor_id,
  },
  toDto: ({ d, contractor_name }) => ({
    id: d.id,
    contractor_id: d.contractor_id,
    contractor_name,
    first_name: d.first_name,
    last_name: d.last_name,
    relationship: d.relationship as Dependent['relationship'],
    date_of_birth: d.date_of_birth,
    created_at: d.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof dependentsForm.input>;

export const dependentsFormServer: FormServer<Input> = {
  async create(tx, user, { contractor_id: named, ...input }) {
    // A contractor adds its own dependents; staff name the worker.
    const tenant = tenantOf(user);
    const contractorId = tenant?.type === 'contractor' ? tenant.id : named;
    if (!contractorId) throw fieldError('contractor_id', 'Choose a contractor');
    const employer = await workerEmployer(tx, contractorId);
    const [row] = await tx
      .insert(dependents)
      .values({ ...employer, ...input, contractor_id: contractorId })
      .returning({ id: dependents.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    const { contractor_id: _worker, ...changes } = patch;
    if (Object.keys(changes).length)
      await tx.update(dependents).set(changes).where(eq(dependents.id, id));
  },
  references: { contractor_id: { label: 'Contractor', server: contractorsServer } },
};

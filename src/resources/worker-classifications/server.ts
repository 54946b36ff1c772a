import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { User } from '../../domain/contracts/user';
import { jobClassifications } from '../../domain/jobs/classifications';
import {
  canOpenWorkerClassifications,
  visibleJobClassifications,
} from '../../domain/policy/capabilities';
import type { Db } from '../../server/db/client';
import { contractors } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { contractorsServer } from '../contractors/server';
import { workerClassificationsResource, type WorkerClassification } from './contract';
import { workerClassificationsForm } from './form';
import type { workerClassificationsQuery } from './query';
import { workerClassifications } from './table';

const worker = alias(users, 'worker');
const decider = alias(users, 'decider');
const contractorName = sql<string>`concat_ws(' ', ${worker.first_name}, ${worker.last_name})`;
const deciderName = sql<string>`concat_ws(' ', ${decider.first_name}, ${decider.last_name})`;

const rows = (db: Db) =>
  db
    .select({
      w: workerClassifications,
      contractor_name: contractorName,
      determined_by_name: deciderName,
    })
    .from(workerClassifications)
    .leftJoin(worker, eq(worker.contractor_id, workerClassifications.contractor_id))
    .leftJoin(decider, eq(decider.id, workerClassifications.determined_by_user_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const workerClassificationsServer: ResourceServer<
  Row,
  WorkerClassification,
  typeof workerClassificationsQuery
> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(workerClassifications).$dynamic(),
    id: workerClassifications.id,
    filters: {
      contractor_id: workerClassifications.contractor_id,
      classification: workerClassifications.classification,
      determined_on: workerClassifications.determined_on,
    },
    sorts: {
      determined_on: [workerClassifications.determined_on, workerClassifications.created_at],
      contractor: [contractorName],
    },
  },
  scope: { partner_id: workerClassifications.partner_id },
  toDto: ({ w, contractor_name, determined_by_name }) => ({
    id: w.id,
    partner_id: w.partner_id,
    contractor_id: w.contractor_id,
    contractor_name: contractor_name || '--',
    classification: w.classification as WorkerClassification['classification'],
    basis: w.basis as WorkerClassification['basis'],
    reasoning: w.reasoning,
    determined_on: w.determined_on,
    determined_by_name: determined_by_name || '--',
    created_at: w.created_at.toISOString(),
  }),
};

type Input = typeof workerClassificationsForm.input._output;

/** Spec §5: a Canada classification only for a user who may see Canada. */
function checkVisible(user: User, classification: string | undefined) {
  if (
    classification &&
    !visibleJobClassifications(user, jobClassifications).includes(classification as never)
  )
    throw fieldError('classification', 'Choose a classification');
}

/** A decision is filed under the worker's partner: the body never names whose it is. */
const formServer: FormServer<Input> = {
  async create(tx, user, input) {
    checkVisible(user, input.classification);
    const [w] = await tx
      .select({ partner_id: contractors.partner_id })
      .from(contractors)
      .where(and(eq(contractors.id, input.contractor_id), isNotNull(contractors.partner_id)));
    if (!w?.partner_id)
      throw fieldError('contractor_id', 'Only a partner\u2019s workers are classified here');
    const [row] = await tx
      .insert(workerClassifications)
      .values({ ...input, partner_id: w.partner_id, determined_by_user_id: user.id })
      .returning({ id: workerClassifications.id });
    return row!.id;
  },
  async update(tx, user, id, patch) {
    checkVisible(user, patch.classification);
    // The worker is fixed: a decision about someone else is another decision.
    const { contractor_id: _c, ...changes } = patch;
    if (Object.keys(changes).length > 0)
      await tx
        .update(workerClassifications)
        .set({ ...changes, determined_by_user_id: user.id })
        .where(eq(workerClassifications.id, id));
  },
  references: { contractor_id: { label: 'Contractor', server: contractorsServer } },
};

const access = {
  allowed: canOpenWorkerClassifications,
  message: 'Worker classifications are for admins and self-employer partners',
};

const workerClassificationsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, workerClassificationsResource, workerClassificationsServer, {
    access,
  });
  registerForm(
    app,
    deps,
    workerClassificationsResource,
    workerClassificationsForm,
    workerClassificationsServer,
    formServer,
  );
};

export const workerClassificationsPart: ResourceServerPart = {
  routes: workerClassificationsRoutes,
};

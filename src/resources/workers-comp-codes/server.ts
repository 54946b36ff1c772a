import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import type { Deps } from '../../server/deps';
import { registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { SHARED_WITH_EVERYONE } from '../../server/kit/scope';
import { tableQuery } from '../../server/kit/table-query';
import { type WorkersCompCode, workersCompCodesResource } from './contract';
import { workersCompCodesForm } from './form';
import type { workersCompCodesQuery } from './query';
import { workersCompCodes } from './table';

const rows = (db: Db) => db.select().from(workersCompCodes).$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** The platform's codes: every signed-in user reads them all (the app loads them at start, spec §7). */
export const workersCompCodesServer: ResourceServer<
  Row,
  WorkersCompCode,
  typeof workersCompCodesQuery
> = {
  query: {
    rows,
    ...tableQuery(workersCompCodes),
    filters: { code: workersCompCodes.code, state: workersCompCodes.state },
    sorts: {
      code: [workersCompCodes.code, workersCompCodes.state],
      state: [workersCompCodes.state, workersCompCodes.code],
      rate_bps: [workersCompCodes.rate_bps],
    },
  },
  scope: SHARED_WITH_EVERYONE,
  toDto: (r) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    state: r.state,
    rate_bps: r.rate_bps,
    created_at: r.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof workersCompCodesForm.input>;

const formServer: FormServer<Input> = {
  async create(tx, _user, input) {
    const [row] = await tx
      .insert(workersCompCodes)
      .values(input)
      .returning({ id: workersCompCodes.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    if (Object.keys(patch).length)
      await tx.update(workersCompCodes).set(patch).where(eq(workersCompCodes.id, id));
  },
  unique: {
    workers_comp_codes_state_code_idx: {
      field: 'code',
      message: 'This state has this code already',
    },
  },
};

/** /v2/workers_comp_codes: list (spec §7), detail, CSV, and the admins' form. */
const workersCompCodesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, workersCompCodesResource, workersCompCodesServer);
  registerForm(
    app,
    deps,
    workersCompCodesResource,
    workersCompCodesForm,
    workersCompCodesServer,
    formServer,
  );
};

export const workersCompCodesPart: ResourceServerPart = { routes: workersCompCodesRoutes };

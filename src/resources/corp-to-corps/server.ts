import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { canCorpToCorp } from '../../domain/policy/capabilities';
import { formatEin, parseEin } from '../../domain/validation/ein';
import type { Db } from '../../server/db/client';
// The table stays with the profiles: a contractor's row references it, and it references partners and EORs.
import { contractors, corpToCorps, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tenantOf } from '../../server/kit/scope';
import { tableQuery } from '../../server/kit/table-query';
import { corpToCorpsResource, type CorpToCorp } from './contract';
import { corpToCorpsForm } from './form';
import type { corpToCorpsQuery } from './query';

/** The contractors working through each vendor, by name, in one subquery per row. */
const linked = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', trim(u.first_name || ' ' || u.last_name)) order by u.last_name, u.first_name, c.id)
  from ${contractors} c left join ${users} u on u.contractor_id = c.id
  where c.corp_to_corp_id = ${corpToCorps.id}), '[]'::json)`;

const rows = (db: Db) =>
  db
    .select({ v: corpToCorps, partner_name: partners.entity_name, contractors: linked })
    .from(corpToCorps)
    .leftJoin(partners, eq(partners.id, corpToCorps.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Vendors in scope: a partner's or an EOR's own, admins all; clients and contractors none. */
export const corpToCorpsServer: ResourceServer<Row, CorpToCorp, typeof corpToCorpsQuery> = {
  query: {
    rows,
    ...tableQuery(corpToCorps),
    filters: { entity_name: corpToCorps.entity_name, partner_id: corpToCorps.partner_id },
    sorts: { entity_name: [corpToCorps.entity_name], created_at: [corpToCorps.created_at] },
  },
  scope: { partner_id: corpToCorps.partner_id, eor_id: corpToCorps.eor_id },
  toDto: ({ v, partner_name, contractors: people }) => ({
    id: v.id,
    partner_id: v.partner_id,
    partner_name,
    eor_id: v.eor_id,
    entity_name: v.entity_name,
    tax_id: v.tax_id,
    contractors: people.map((c) => ({ id: c.id, name: c.name || '--' })),
    created_at: v.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof corpToCorpsForm.input>;
/** The schema has checked it; stored in one spelling so the per-partner unique index holds. */
const normalEin = (text: string) => {
  const checked = parseEin(text);
  return checked.ok ? formatEin(checked.value) : text;
};

const corpToCorpsFormServer: FormServer<Input> = {
  async create(tx, user, input) {
    const tenant = tenantOf(user);
    const owner =
      tenant?.type === 'partner'
        ? { partner_id: tenant.id }
        : tenant?.type === 'eor'
          ? { eor_id: tenant.id }
          : input.partner_id
            ? { partner_id: input.partner_id }
            : null;
    if (!owner) throw fieldError('partner_id', 'Choose the partner this vendor works with');
    if (owner.partner_id && !tenant) {
      const [partner] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.id, owner.partner_id));
      if (!partner) throw fieldError('partner_id', 'Partner not found');
    }
    const [row] = await tx
      .insert(corpToCorps)
      .values({ entity_name: input.entity_name, tax_id: normalEin(input.tax_id), ...owner })
      .returning({ id: corpToCorps.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    // Whose vendor it is does not change: its contractors belong to that partner.
    const { partner_id: _partner, tax_id, ...changes } = patch;
    await tx
      .update(corpToCorps)
      .set({
        ...changes,
        ...(tax_id === undefined ? {} : { tax_id: normalEin(tax_id) }),
        updated_at: new Date(),
      })
      .where(eq(corpToCorps.id, id));
  },
  unique: {
    corp_to_corps_partner_tax_id_key: {
      field: 'tax_id',
      message: 'Another vendor of this partner has this EIN',
    },
  },
};

const access = {
  allowed: canCorpToCorp,
  message: 'Corp-to-corp is not enabled for your account',
};

const corpToCorpsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, corpToCorpsResource, corpToCorpsServer, { access });
  registerForm(
    app,
    deps,
    corpToCorpsResource,
    corpToCorpsForm,
    corpToCorpsServer,
    corpToCorpsFormServer,
  );
};

export const corpToCorpsPart: ResourceServerPart = { routes: corpToCorpsRoutes };

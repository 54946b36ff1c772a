import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isAdmin } from '../../domain/policy/capabilities';
import { salesTaxesForm } from './form';
import type { Db } from '../../server/db/client';
import { salesTaxes } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { type SalesTax, salesTaxesResource } from './contract';
import type { salesTaxesQuery } from './query';

const rows = (db: Db) => db.select().from(salesTaxes).$dynamic();

/** 725 basis points → `7.25%`, from integers. */
const rateLabel = (bps: number) =>
  `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;

const server: ResourceServer<typeof salesTaxes.$inferSelect, SalesTax, typeof salesTaxesQuery> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(salesTaxes).$dynamic(),
    id: salesTaxes.id,
    filters: { state: salesTaxes.state },
    sorts: { state: [salesTaxes.state], rate_bps: [salesTaxes.rate_bps] },
  },
  // Platform-wide rates: no tenant owns them, so only admins (who see all) list them.
  scope: {},
  toDto: (r) => ({
    id: r.id,
    state: r.state,
    rate_bps: r.rate_bps,
    rate: rateLabel(r.rate_bps),
    created_at: r.created_at,
  }),
};

/** /v2/sales_taxes: the rate per state applied to invoice lines; admins keep them. */
const salesTaxesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, salesTaxesResource, server, {
    access: { allowed: isAdmin, message: 'Sales taxes are kept by admins' },
  });
  registerForm(app, deps, salesTaxesResource, salesTaxesForm, server, {
    unique: {
      sales_taxes_state_key: { field: 'state', message: 'This state already has a sales tax rate' },
    },
    async create(tx, _user, input) {
      const [row] = await tx
        .insert(salesTaxes)
        .values({ state: input.state.toUpperCase(), rate_bps: input.rate_bps })
        .returning({ id: salesTaxes.id });
      if (!row) throw new Error('sales tax was not created');
      return row.id;
    },
    async update(tx, _user, id, patch) {
      await tx
        .update(salesTaxes)
        .set({
          ...(patch.state ? { state: patch.state.toUpperCase() } : {}),
          ...(patch.rate_bps !== undefined ? { rate_bps: patch.rate_bps } : {}),
        })
        .where(eq(salesTaxes.id, id));
    },
  });
};

export const salesTaxesPart: ResourceServerPart = { routes: salesTaxesRoutes };

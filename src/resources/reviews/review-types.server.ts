import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import { partners } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tenantOf } from '../../server/kit/scope';
import { tableQuery } from '../../server/kit/table-query';
import { reviewTypesResource, type ReviewType } from './contract';
import { reviewTypesForm } from './form';
import { canSeeReviews, REVIEWS_REFUSED } from './policy';
import type { reviewTypesQuery } from './query';
import { reviewTypes } from './table';

const rows = (db: Db) =>
  db
    .select({ t: reviewTypes, partner_name: partners.entity_name })
    .from(reviewTypes)
    .leftJoin(partners, eq(partners.id, reviewTypes.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Review types in scope: a partner's or an EOR's own, admins all. */
export const reviewTypesServer: ResourceServer<Row, ReviewType, typeof reviewTypesQuery> = {
  query: {
    rows,
    ...tableQuery(reviewTypes),
    filters: { subject_kind: reviewTypes.subject_kind, name: reviewTypes.name },
    sorts: { name: [reviewTypes.name], created_at: [reviewTypes.created_at] },
  },
  scope: { partner_id: reviewTypes.partner_id, eor_id: reviewTypes.eor_id },
  toDto: ({ t, partner_name }) => ({
    id: t.id,
    partner_id: t.partner_id,
    partner_name,
    eor_id: t.eor_id,
    name: t.name,
    subject_kind: t.subject_kind as ReviewType['subject_kind'],
    description: t.description,
    created_at: t.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof reviewTypesForm.input>;

const reviewTypesFormServer: FormServer<Input> = {
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
    if (!owner) throw fieldError('partner_id', 'Choose the partner that runs these reviews');
    if (!tenant && owner.partner_id) {
      const [p] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.id, owner.partner_id));
      if (!p) throw fieldError('partner_id', 'Partner not found');
    }
    const [row] = await tx
      .insert(reviewTypes)
      .values({
        ...owner,
        name: input.name,
        subject_kind: input.subject_kind,
        description: input.description || null,
      })
      .returning({ id: reviewTypes.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    // A review type stays with the partner it was made for.
    const { partner_id: _partner, ...changes } = patch;
    if (changes.description === '') changes.description = null;
    if (Object.keys(changes).length)
      await tx.update(reviewTypes).set(changes).where(eq(reviewTypes.id, id));
  },
};

/** /v2/review_types: list, detail, CSV, and the form's POST and PATCH. */
export const reviewTypeRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, reviewTypesResource, reviewTypesServer, {
    access: { allowed: canSeeReviews, message: REVIEWS_REFUSED },
  });
  registerForm(
    app,
    deps,
    reviewTypesResource,
    reviewTypesForm,
    reviewTypesServer,
    reviewTypesFormServer,
  );
};

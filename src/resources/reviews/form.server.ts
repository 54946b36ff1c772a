import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { contractors } from '../../server/db/schema';
import { fieldError, type FormServer } from '../../server/kit/form';
import { insertCreated } from '../../server/kit/workflow/create';
import { originOf } from '../../server/kit/workflow/origin';
import { withoutUndefined } from '../../server/kit/workflow/payloads';
import { transitionInTx } from '../../server/kit/workflow/perform';
import { contractorsServer } from '../contractors/server';
import type { reviewsForm } from './form';
import { reviewTypesServer } from './review-types.server';
import { reviewTypes } from './table';
import { reviewServer } from './workflow.server';

type Input = z.infer<typeof reviewsForm.input>;

/** A new review starts its event stream; edits are the chart's `review.edit`, refused (409) once sent for approval. */
export const reviewsFormServer: FormServer<Input> = {
  async create(tx, user, input, origin, deliverTo) {
    const [c] = await tx
      .select({ partner_id: contractors.partner_id, eor_id: contractors.eor_id })
      .from(contractors)
      .where(eq(contractors.id, input.contractor_id));
    if (!c) throw fieldError('contractor_id', 'Contractor not found');
    const [t] = await tx
      .select({ partner_id: reviewTypes.partner_id, eor_id: reviewTypes.eor_id })
      .from(reviewTypes)
      .where(eq(reviewTypes.id, input.review_type_id));
    if (!t || t.partner_id !== c.partner_id || t.eor_id !== c.eor_id)
      throw fieldError(
        'review_type_id',
        'This review type belongs to another partner than the contractor',
      );
    const row = await insertCreated(
      tx,
      reviewServer,
      {
        id: crypto.randomUUID(),
        ...c,
        review_type_id: input.review_type_id,
        contractor_id: input.contractor_id,
        rating: input.rating ?? null,
        notes: input.notes || null,
      },
      originOf(user, origin),
      deliverTo,
    );
    return row.id;
  },
  async update(tx, user, id, patch, origin, deliverTo) {
    const { review_type_id: typeId, contractor_id: contractorId, ...changes } = patch;
    await transitionInTx(
      tx,
      reviewServer,
      user,
      id,
      {
        event: { type: 'review.edit', user },
        action: 'edit',
        origin: originOf(user, origin),
        check: (r) => {
          if (contractorId !== undefined && contractorId !== r.r.contractor_id)
            throw fieldError('contractor_id', 'A review keeps its contractor');
          if (typeId !== undefined && typeId !== r.r.review_type_id)
            throw fieldError('review_type_id', 'A review keeps its type');
        },
        extra: () =>
          withoutUndefined({ ...changes, ...(changes.notes === '' ? { notes: null } : {}) }),
      },
      deliverTo,
    );
  },
  references: {
    contractor_id: { label: 'Contractor', server: contractorsServer },
    review_type_id: { label: 'Review type', server: reviewTypesServer },
  },
};

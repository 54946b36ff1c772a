import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { TaxIdItem } from './contract';
import { taxIdForm, taxIdTypesFor } from '../../domain/onboarding/forms/tax-id-form';
import {
  formatTaxId,
  maskTaxId,
  parseTaxId,
  taxIdTypeError,
  type TaxIdType,
} from '../../domain/validation/tax-id';
import { SSN_COLUMN } from '../../server/crypto/seal-rows';
import type { Vault } from '../../server/crypto/vault';
import { contractors, taxIds, users } from '../../server/db/schema';
import { fieldError } from '../../server/kit/form';
import type { OwnFormServer } from '../../server/kit/own-form';
import { completeStep } from '../../server/onboarding/complete-step';
import { originOf } from '../../server/kit/workflow/origin';

type Input = z.infer<typeof taxIdForm.input>;
type Item = z.infer<typeof TaxIdItem>;

export const TAX_ID_COLUMN = 'tax_ids.tax_id';

/**
 * The tax_id step: the number sealed by the vault, never answered back (only masked). A contractor's
 * SSN is also their contractor record's SSN, sealed for that column, as the contractor pages read it.
 */
export const taxIdServer = (vault: Vault): OwnFormServer<Input, Item> => ({
  load: async (db, user) => {
    const [row] = await db.select().from(taxIds).where(eq(taxIds.user_id, user.id));
    return row
      ? {
          tax_id_type: row.tax_id_type,
          tax_id: null,
          masked: maskTaxId(row.tax_id_type as TaxIdType, row.last4),
        }
      : null;
  },
  save: async (tx, user, input, origin, deliverTo) => {
    const typeError = taxIdTypeError(input.tax_id_type, taxIdTypesFor(user));
    if (typeError) throw fieldError('tax_id_type', typeError);
    const type = input.tax_id_type as TaxIdType;
    const parsed = parseTaxId(type, input.tax_id.trim());
    if (!parsed.ok) throw fieldError('tax_id', parsed.error);
    const formatted = formatTaxId(type, parsed.value);
    const last4 = parsed.value.slice(-4);
    const values = {
      tax_id_type: type,
      tax_id: vault.seal(TAX_ID_COLUMN, formatted),
      last4,
      updated_at: origin.now,
    };
    await tx
      .insert(taxIds)
      .values({ user_id: user.id, ...values })
      .onConflictDoUpdate({ target: taxIds.user_id, set: values });
    if (type === 'ssn') {
      const [row] = await tx
        .select({ contractor_id: users.contractor_id })
        .from(users)
        .where(eq(users.id, user.id));
      if (row?.contractor_id)
        await tx
          .update(contractors)
          .set({ ssn: vault.seal(SSN_COLUMN, formatted), ssn_last4: last4 })
          .where(eq(contractors.id, row.contractor_id));
    }
    await completeStep(tx, user.id, 'tax_id', { origin: originOf(user, origin), deliverTo });
  },
});

import { eq } from 'drizzle-orm';
import { PersonalInfoItem } from './contract';
import { personalInfoForm } from '../../domain/onboarding/forms/personal-info-form';
import { checkedAddress } from '../../domain/resources/place-form';
import { personalInfos, users } from '../../server/db/schema';
import type { OwnFormServer } from '../../server/kit/own-form';
import { completeStep } from '../../server/onboarding/complete-step';
import { originOf } from '../../server/kit/workflow/origin';
import type { z } from 'zod';

type Input = z.infer<typeof personalInfoForm.input>;
type Item = z.infer<typeof PersonalInfoItem>;

type UserRow = typeof users.$inferSelect;
type InfoRow = typeof personalInfos.$inferSelect;

/** The personal_info answers as stored: the name on the user, the rest on their personal info row. */
export const personalInfoOf = (user: UserRow, i: InfoRow | null): Item => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: i?.phone ?? null,
  date_of_birth: i?.date_of_birth ?? null,
  street_address_line_1: i?.street_address_line_1 ?? null,
  street_address_line_2: i?.street_address_line_2 ?? null,
  city: i?.city ?? null,
  state: i?.state ?? null,
  zipcode: i?.zipcode ?? null,
  country: i?.country ?? null,
});

/** The personal_info step: the name on the user, the rest on their personal info row. */
export const personalInfoServer: OwnFormServer<Input, Item> = {
  load: async (db, user) => {
    const [row] = await db
      .select({ user: users, info: personalInfos })
      .from(users)
      .leftJoin(personalInfos, eq(personalInfos.user_id, users.id))
      .where(eq(users.id, user.id));
    return row ? personalInfoOf(row.user, row.info) : null;
  },
  save: async (tx, user, input, origin, deliverTo) => {
    // The form's check has accepted the address, so it reads.
    const address = checkedAddress(input);
    if (!address) throw new Error('address refused after its check passed');
    await tx
      .update(users)
      .set({ first_name: input.first_name, last_name: input.last_name })
      .where(eq(users.id, user.id));
    const values = {
      phone: input.phone.trim(),
      date_of_birth: input.date_of_birth || null,
      ...address,
      zipcode: address.zipcode || null,
      state: address.state || null,
      updated_at: origin.now,
    };
    await tx
      .insert(personalInfos)
      .values({ user_id: user.id, ...values })
      .onConflictDoUpdate({ target: personalInfos.user_id, set: values });
    await completeStep(tx, user.id, 'personal_info', { origin: originOf(user, origin), deliverTo });
  },
};

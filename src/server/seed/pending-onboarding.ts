import { eq } from 'drizzle-orm';
import { seedPasswordHash } from './password-hash';
import type { Tx } from '../db/client';
import { contractors, i9Forms, partners, users } from '../db/schema';
import { DEMO_PASSWORD } from './demo-tenants';

/** A Harbor Point nurse, onboarded, whose I-9 section 2 the employer still owes. */
export const I9_PENDING_WORKER = 'james.holloway@harborpoint-workers.test';
/** A Harbor Point new hire whose only step left is a background check, not ordered yet. */
export const SCREENING_NEW_HIRE = 'rosa.delgado@harborpoint-workers.test';

/**
 * Onboarding that waits on someone other than the demo's Nina, at Harbor Point (whose people no
 * other story changes): one I-9 for the employer to finish and one screening for a worker to order.
 */
export async function seedPendingOnboarding(tx: Tx): Promise<void> {
  const [harbor] = await tx.select().from(partners).where(eq(partners.subdomain, 'harborpoint'));
  const [james] = await tx.select().from(users).where(eq(users.email, I9_PENDING_WORKER));
  if (!harbor || !james?.contractor_id) throw new Error('the demo agency is not seeded');

  const signed = '2026-01-05T16:30:00.000Z';
  await tx.insert(i9Forms).values({
    user_id: james.id,
    contractor_id: james.contractor_id,
    partner_id: harbor.id,
    status: 'section2_pending',
    // Section 1 as the worker's form stores it; a citizen gives no A-Number.
    section1: {
      last_name: 'Holloway',
      first_name: 'James',
      middle_initial: null,
      other_last_names: null,
      street_address_line_1: '418 Elm Street',
      street_address_line_2: null,
      city: 'Savannah',
      state: 'GA',
      zipcode: '31401',
      country: 'US',
      date_of_birth: '1988-04-12',
      email: I9_PENDING_WORKER,
      phone: null,
      citizenship_status: 'us_citizen',
      signature_name: 'James Holloway',
      alien_number_last4: null,
    },
    section1_signed_at: signed,
    created_at: signed,
  });

  const [rosa] = await tx
    .insert(contractors)
    .values({
      partner_id: harbor.id,
      requires_w2_onboard: false,
      required_steps: ['personal_info', 'tax_forms', 'background_check'],
      completed_steps: ['personal_info', 'tax_forms'],
    })
    .returning({ id: contractors.id });
  await tx.insert(users).values({
    email: SCREENING_NEW_HIRE,
    password_hash: await seedPasswordHash(DEMO_PASSWORD),
    first_name: 'Rosa',
    last_name: 'Delgado',
    contractor_id: rosa!.id,
  });
}

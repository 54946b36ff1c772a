import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  assignments,
  clients,
  contractors,
  corpToCorps,
  endClients,
  eors,
  notes,
  partners,
  users,
} from '../db/schema';

/**
 * End clients of Globex, Initech and Umbrella; corp-to-corp vendors (Acme has corp-to-corp on, so
 * its staff see them, SelfCo has not); Ian, SelfCo's independent contractor, working through its vendor; a payroll recruiter at
 * Acme who places contractors without seeing bill rates; a few notes.
 */
export async function seedWorkforce(tx: Tx): Promise<void> {
  const [acme] = await tx.select().from(partners).where(eq(partners.subdomain, 'acme'));
  const [selfco] = await tx.select().from(partners).where(eq(partners.subdomain, 'selfco'));
  const [eor] = await tx.select().from(eors);
  const byName = await tx
    .select()
    .from(clients)
    .where(inArray(clients.entity_name, ['Globex', 'Initech', 'Umbrella Corp']));
  const client = (name: string) => byName.find((c) => c.entity_name === name);
  const [globex, initech, umbrella] = [
    client('Globex'),
    client('Initech'),
    client('Umbrella Corp'),
  ];
  const people = await tx
    .select({ id: users.id, email: users.email, contractor_id: users.contractor_id })
    .from(users)
    .where(
      inArray(users.email, [
        'contractor@demo.test',
        'ic@demo.test',
        'owner@acme.test',
        'eor@demo.test',
      ]),
    );
  const person = (email: string) => people.find((u) => u.email === email);
  const [connie, ian, acmeOwner, eorOwner] = [
    person('contractor@demo.test'),
    person('ic@demo.test'),
    person('owner@acme.test'),
    person('eor@demo.test'),
  ];
  if (
    !acme ||
    !selfco ||
    !eor ||
    !globex ||
    !initech ||
    !umbrella ||
    !connie ||
    !ian ||
    !acmeOwner ||
    !eorOwner
  )
    throw new Error('demo tenants missing');

  await tx.update(partners).set({ corp_to_corp_enabled: true }).where(eq(partners.id, acme.id));

  await tx.insert(endClients).values([
    {
      client_id: globex.id,
      partner_id: acme.id,
      entity_name: 'Springfield Power',
      contact_email: 'ap@springfield-power.test',
      street_address_line_1: '742 Evergreen Terrace',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62704',
    },
    {
      client_id: globex.id,
      partner_id: acme.id,
      entity_name: 'Shelbyville Foods',
      contact_email: null,
    },
    {
      client_id: initech.id,
      partner_id: selfco.id,
      entity_name: 'Initrode',
      contact_email: 'vendors@initrode.test',
      city: 'Austin',
      state: 'TX',
    },
    {
      client_id: umbrella.id,
      eor_id: eor.id,
      entity_name: 'Raccoon City Hospital',
      contact_email: 'billing@rch.test',
      state: 'NY',
    },
  ]);

  const [, , selfcoVendor] = await tx
    .insert(corpToCorps)
    .values([
      { partner_id: acme.id, entity_name: 'Keystone Consulting LLC', tax_id: '84-1234567' },
      { partner_id: acme.id, entity_name: 'Bright Path Staffing Inc', tax_id: '27-7654321' },
      { partner_id: selfco.id, entity_name: 'Lone Star Contractors LLC', tax_id: '74-2468135' },
      { eor_id: eor.id, entity_name: 'Umbrella Talent Partners', tax_id: '13-9876543' },
    ])
    .returning();
  if (!selfcoVendor || !ian.contractor_id || !connie.contractor_id)
    throw new Error('seed rows missing');
  // An independent contractor, not a W-2 employee, is the one who bills through a company.
  await tx
    .update(contractors)
    .set({ corp_to_corp: true, corp_to_corp_id: selfcoVendor.id })
    .where(eq(contractors.id, ian.contractor_id));

  const [connieAssignment] = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.contractor_id, connie.contractor_id));
  await tx.insert(notes).values([
    {
      subject_type: 'clients',
      subject_id: globex.id,
      partner_id: acme.id,
      author_user_id: acmeOwner.id,
      body: 'Globex signs timesheets on Mondays; chase April if anything waits longer.',
    },
    {
      subject_type: 'contractors',
      subject_id: connie.contractor_id,
      partner_id: acme.id,
      author_user_id: acmeOwner.id,
      body: 'Connie prefers the early shift; ask before moving her.',
    },
    ...(connieAssignment
      ? [
          {
            subject_type: 'assignments',
            subject_id: connieAssignment.id,
            partner_id: acme.id,
            author_user_id: acmeOwner.id,
            body: 'Rate review due at the end of the quarter.',
          },
        ]
      : []),
    {
      subject_type: 'clients',
      subject_id: umbrella.id,
      eor_id: eor.id,
      author_user_id: eorOwner.id,
      body: 'Umbrella wants the lab badge list every Friday.',
    },
  ]);
}

import type { Tx } from '../db/client';
import {
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  users,
  whiteLabels,
} from '../db/schema';
import { seedPasswordHash } from './password-hash';
import { DEMO_PASSWORD } from './demo-tenants';

/** The owner login of the demo agency (README "Demo accounts"). */
export const AGENCY_OWNER = 'owner@harborpoint.test';

const CLIENTS = [
  ['Bluewater Logistics', 'Savannah, GA', 'GA'],
  ['Cedar Ridge Health', 'Asheville, NC', 'NC'],
  ['Summit Freight Lines', 'Denver, CO', 'CO'],
  ['Lakeshore Manufacturing', 'Milwaukee, WI', 'WI'],
  ['Pioneer Foods', 'Fresno, CA', 'CA'],
  ['Ironbridge Construction', 'Pittsburgh, PA', 'PA'],
  ['Golden Gate Analytics', 'San Francisco, CA', 'CA'],
  ['Redwood Senior Living', 'Santa Rosa, CA', 'CA'],
  ['Atlas Distribution', 'Columbus, OH', 'OH'],
  ['Meridian Hospitality', 'Orlando, FL', 'FL'],
  ['Keystone Energy Services', 'Houston, TX', 'TX'],
  ['Northstar Retail Group', 'Minneapolis, MN', 'MN'],
  ['Riverbend Dental Partners', 'Memphis, TN', 'TN'],
  ['Silverline Software', 'Austin, TX', 'TX'],
  ['Granite State Packaging', 'Manchester, NH', 'NH'],
  ['Prairie Wind Farms', 'Amarillo, TX', 'TX'],
  ['Coastal Marine Repair', 'Norfolk, VA', 'VA'],
  ['Evergreen Property Management', 'Portland, OR', 'OR'],
  ['Beacon Financial Advisors', 'Boston, MA', 'MA'],
  ['Copperfield Mining Supply', 'Tucson, AZ', 'AZ'],
  ['Harvest Table Restaurants', 'Kansas City, MO', 'MO'],
  ['Liberty Home Care', 'Philadelphia, PA', 'PA'],
  ['Magnolia Events', 'New Orleans, LA', 'LA'],
  ['Pinnacle Aerospace Parts', 'Wichita, KS', 'KS'],
  ['Quarry Creek Brewing', 'Boise, ID', 'ID'],
  ['Sterling Print & Mail', 'Indianapolis, IN', 'IN'],
  ['Trailhead Outdoor Supply', 'Salt Lake City, UT', 'UT'],
  ['Union Station Transit', 'Chicago, IL', 'IL'],
  ['Vista Imaging Centers', 'San Diego, CA', 'CA'],
  ['Willow Creek Schools', 'Omaha, NE', 'NE'],
] as const;

/** Title, classification, workers comp code, pay and bill in cents an hour (even, so overtime is exact). */
const JOBS = [
  ['Forklift Operator', 'w-2', '8292', 2300, 3450],
  ['Registered Nurse', 'w-2', '8833', 4800, 7200],
  ['Line Cook', 'w-2', '9079', 1900, 2850],
  ['Project Accountant', 'w-2', '8810', 3800, 5700],
  ['Electrician', 'w-2', '5190', 4200, 6300],
  ['Data Engineer', 'independent_contractor', null, 8000, 11200],
  ['UX Designer', 'independent_contractor', null, 7000, 9800],
  ['CDL Driver', 'w-2', '7219', 2800, 4200],
] as const;

const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Diego',
  'Hannah',
  'Kenji',
  'Olivia',
  'Marcus',
  'Priya',
  'Samuel',
  'Lucia',
  'Ethan',
  'Fatima',
  'Noah',
  'Grace',
  'Tomás',
  'Chloe',
  'Andre',
  'Mei',
  'Liam',
];
const LAST = [
  'Gonzalez',
  'Whitaker',
  'Okafor',
  'Ramirez',
  'Lindqvist',
  'Tanaka',
  'Brennan',
  'Holloway',
  'Raman',
  'Adeyemi',
  'Moreau',
  'Kowalski',
  'Haddad',
  'Fischer',
  'Nakamura',
  'Silva',
  'Dubois',
  'Carter',
  'Zhang',
  'O’Connor',
];

const W2_STEPS = ['personal_info', 'tax_forms', 'i9_form', 'direct_deposit', 'employee_handbook'];
const IC_STEPS = ['personal_info', 'tax_forms'];

const rates = (pay: number, bill: number) => ({
  pay_rate_cents: pay,
  bill_rate_cents: bill,
  overtime_pay_rate_cents: (pay * 3) / 2,
  overtime_bill_rate_cents: (bill * 3) / 2,
  double_overtime_pay_rate_cents: pay * 2,
  double_overtime_bill_rate_cents: bill * 2,
  holiday_pay_rate_cents: pay * 2,
  holiday_bill_rate_cents: bill * 2,
});

const emailOf = (first: string, last: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase() + '@harborpoint-workers.test';

/**
 * A demo agency the size of a real one, so lists, search and dashboards show something real: Harbor
 * Point Staffing with its owner, 30 clients across the country, 8 jobs, and 40 contractors (each a
 * user with the demo password) on assignments. Deterministic, so tests can name its rows.
 */
export async function seedAgency(tx: Tx): Promise<void> {
  const [harbor] = await tx
    .insert(partners)
    .values({
      entity_name: 'Harbor Point Staffing',
      subdomain: 'harborpoint',
      corp_to_corp_enabled: true,
    })
    .returning();
  if (!harbor) throw new Error('agency partner was not created');
  await tx.insert(whiteLabels).values({
    partner_id: harbor.id,
    brand_name: 'Harbor Point Staffing',
    primary_color: '#0e7490',
    support_email: 'help@harborpoint.test',
  });
  const password_hash = await seedPasswordHash(DEMO_PASSWORD);
  await tx.insert(users).values({
    email: AGENCY_OWNER,
    password_hash,
    first_name: 'Hector',
    last_name: 'Harbor',
    role: 'owner',
    partner_id: harbor.id,
  });

  const clientRows = await tx
    .insert(clients)
    .values(
      CLIENTS.map(([entity_name], i) => ({
        entity_name,
        partner_id: harbor.id,
        requires_signature_for_approval: i % 4 === 0,
        can_create_assignment: i % 5 === 0,
      })),
    )
    .returning({ id: clients.id });
  const jobRows = await tx
    .insert(jobs)
    .values(
      JOBS.map(([title, classification, workers_comp_code]) => ({
        partner_id: harbor.id,
        title,
        classification,
        workers_comp_code,
      })),
    )
    .returning({ id: jobs.id });

  const people = Array.from({ length: 40 }, (_, i) => ({
    first: FIRST[i % FIRST.length]!,
    last: LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]!,
    job: i % JOBS.length,
    client: i % CLIENTS.length,
  }));
  const contractorRows = await tx
    .insert(contractors)
    .values(
      people.map((p, i) => {
        const w2 = JOBS[p.job]![1] === 'w-2';
        const steps = w2 ? W2_STEPS : IC_STEPS;
        // Every seventh is still onboarding, so the onboarding views have someone stuck.
        return {
          partner_id: harbor.id,
          requires_w2_onboard: w2,
          required_steps: steps,
          completed_steps: i % 7 === 3 ? steps.slice(0, 2) : steps,
        };
      }),
    )
    .returning({ id: contractors.id });
  await tx.insert(users).values(
    people.map((p, i) => ({
      email: emailOf(p.first, p.last),
      password_hash,
      first_name: p.first,
      last_name: p.last,
      contractor_id: contractorRows[i]!.id,
    })),
  );
  await tx.insert(assignments).values(
    people.map((p, i) => {
      const [, city, state] = CLIENTS[p.client]!;
      const [, , , pay, bill] = JOBS[p.job]!;
      const month = String(1 + (i % 9)).padStart(2, '0');
      return {
        job_id: jobRows[p.job]!.id,
        contractor_id: contractorRows[i]!.id,
        client_id: clientRows[p.client]!.id,
        partner_id: harbor.id,
        start_date: `2026-${month}-01`,
        end_date: i % 6 === 5 ? `2026-${month}-28` : null,
        has_worked: i % 7 !== 3,
        work_location: city,
        state,
        ...rates(pay, bill),
      };
    }),
  );
}

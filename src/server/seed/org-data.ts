import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parseAddress, type Address } from '../../domain/validation/address';
import type { Tx } from '../db/client';
import {
  clients,
  departments,
  eors,
  jobs,
  partners,
  projectCodes,
  purchaseOrders,
  workLocations,
} from '../db/schema';
import { clientJobs, eorJobs, jobsByPartner, orgDataByClient } from './org-data-rows';

/** Through the same check a form's address passes, so the demo holds only addresses the API would accept. */
function checked(
  line1: string,
  line2: string | null,
  city: string,
  state: string,
  zip: string,
): Address {
  const a = parseAddress({
    street_address_line_1: line1,
    street_address_line_2: line2,
    city,
    state,
    zipcode: zip,
    country: 'US',
  });
  if (!a.ok) throw new Error(`demo address ${line1}, ${city}: ${JSON.stringify(a.errors)}`);
  return a.value;
}

const jobValues = ([title, classification, workers_comp_code, salaried, is_travel]: [
  string,
  string,
  string | null,
  boolean,
  boolean,
]) => ({
  title,
  classification,
  workers_comp_code,
  salaried,
  is_travel,
});

/**
 * Jobs for the demo partners and the EOR, and each demo client's work locations, departments,
 * project codes and purchase orders. The EOR's job of the timesheets part had no owner; it becomes
 * the EOR's.
 */
export async function seedOrgData(tx: Tx): Promise<void> {
  const tenants = await tx
    .select()
    .from(clients)
    .where(inArray(clients.entity_name, Object.keys(orgDataByClient)));
  const [eor] = await tx.select().from(eors);
  const demoPartners = await tx
    .select()
    .from(partners)
    .where(inArray(partners.subdomain, Object.keys(jobsByPartner)));
  if (
    !eor ||
    tenants.length !== Object.keys(orgDataByClient).length ||
    demoPartners.length !== Object.keys(jobsByPartner).length
  )
    throw new Error('demo tenants missing');
  const partnerId = (subdomain: string) => {
    const p = demoPartners.find((x) => x.subdomain === subdomain);
    if (!p) throw new Error(`no demo partner ${subdomain}`);
    return p.id;
  };
  const clientNamed = (name: string) => {
    const c = tenants.find((x) => x.entity_name === name);
    if (!c) throw new Error(`no demo client ${name}`);
    return c;
  };

  await tx
    .update(jobs)
    .set({ eor_id: eor.id })
    .where(
      and(
        isNull(jobs.partner_id),
        isNull(jobs.eor_id),
        eq(jobs.classification, 'international_eor'),
      ),
    );
  await tx.insert(jobs).values([
    ...Object.entries(jobsByPartner).flatMap(([sub, rows]) =>
      rows.map((r) => ({ ...jobValues(r), partner_id: partnerId(sub) })),
    ),
    ...eorJobs.map((r) => ({ ...jobValues(r), eor_id: eor.id })),
    ...clientJobs.map(([sub, client, r]) => ({
      ...jobValues(r),
      partner_id: partnerId(sub),
      client_id: clientNamed(client).id,
    })),
  ]);

  for (const [name, data] of Object.entries(orgDataByClient)) {
    const c = clientNamed(name);
    const owner = { client_id: c.id, partner_id: c.partner_id, eor_id: c.eor_id };
    const places = (rows: typeof data.workLocations) =>
      rows.map(([placeName, line1, line2, city, state, zip]) => ({
        ...owner,
        name: placeName,
        ...checked(line1, line2, city, state, zip),
      }));
    await tx.insert(workLocations).values(places(data.workLocations));
    await tx.insert(departments).values(places(data.departments));
    await tx.insert(projectCodes).values(
      data.projectCodes.map(([code, description, active]) => ({
        ...owner,
        code,
        description,
        active,
      })),
    );
    await tx.insert(purchaseOrders).values(
      data.purchaseOrders.map(([number, amount_cents, start_date, end_date]) => ({
        ...owner,
        number,
        amount_cents,
        start_date,
        end_date,
      })),
    );
  }
}

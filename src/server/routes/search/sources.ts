import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  assignments,
  clients,
  contractors,
  invoices,
  jobs,
  partners,
  paychecks,
  payments,
  timesheets,
  users,
} from '../../db/schema';
import type { SearchSource } from '../../kit/search';
import { assignmentsServer } from '../../../resources/assignments/server';
import { clientsServer } from '../../../resources/clients/server';
import { contractorsServer } from '../../../resources/contractors/server';
import { invoiceListServer } from '../../../resources/invoices/queries';
import { paymentScope } from '../../../resources/payments/queries';
import { paycheckServer } from '../../../resources/payroll-runs/server';
import { timesheetListServer } from '../../../resources/timesheets/server';

/** A person's name exactly as `users_name_trgm_idx` indexes it, so the index answers the match. */
export const personName = sql<string>`(${users.first_name} || ' ' || ${users.last_name})`;

/**
 * An invoice's number as billing prints it (numberLabel: INV-000123, CN-000007). Not indexed: a
 * tenant's invoices are few next to its timesheets, and a number search is the selective kind.
 */
const invoiceNumber = sql<string>`(case when ${invoices.invoice_type} = 'credit_note' then 'CN-' else 'INV-' end || lpad(${invoices.number}::text, 6, '0'))`;

/**
 * A paycheck's worker, looked up per paycheck: a plain join hashed every user of the platform for
 * each search (17 ms at 1,000,000 timesheets, for 326 paychecks), this reads one index entry a row.
 */
const paycheckWorker = new QueryBuilder()
  .select({ name: sql<string>`trim(${personName})`.as('name') })
  .from(users)
  .where(eq(users.contractor_id, paychecks.contractor_id))
  .limit(1)
  .as('worker');

/** A paycheck has no number of its own: it is named by its worker, pay date and net pay. */
const paycheckName = sql<string>`('Paycheck ' || ${paycheckWorker.name} || ' · ' || ${paychecks.pay_date}::text)`;

/**
 * What the global search palette finds, in the order its groups appear. A resource joins with one
 * entry: its rows, the text shown and matched, the scope of its list, its detail route.
 */
export const searchSources: readonly SearchSource[] = [
  {
    object_type: 'Clients',
    icon: 'building',
    route: '/clients/{id}',
    rows: (db, fields) => db.select(fields).from(clients).$dynamic(),
    id: clients.id,
    text: clients.entity_name,
    match: [clients.entity_name],
    scope: clientsServer.scope,
  },
  {
    object_type: 'Contractors',
    icon: 'user',
    route: '/contractors/{id}',
    rows: (db, fields) =>
      db
        .select(fields)
        .from(contractors)
        .innerJoin(users, eq(users.contractor_id, contractors.id))
        .$dynamic(),
    id: contractors.id,
    text: personName,
    match: [personName],
    scope: contractorsServer.scope,
  },
  {
    object_type: 'Partners',
    icon: 'store',
    route: '/partners/{id}',
    rows: (db, fields) => db.select(fields).from(partners).$dynamic(),
    id: partners.id,
    text: partners.entity_name,
    match: [partners.entity_name],
    scope: { partner_id: partners.id },
  },
  {
    object_type: 'Users',
    icon: 'user-cog',
    route: '/users/{id?}',
    rows: (db, fields) => db.select(fields).from(users).$dynamic(),
    id: users.id,
    text: sql`trim(${personName}) || ' <' || ${users.email} || '>'`,
    match: [personName, users.email],
    scope: {
      partner_id: users.partner_id,
      eor_id: users.eor_id,
      client_id: users.client_id,
      sales_partner_id: users.sales_partner_id,
    },
  },
  {
    object_type: 'Assignments',
    icon: 'clipboard',
    route: '/assignments/{id}',
    rows: (db, fields) =>
      db
        .select(fields)
        .from(assignments)
        .innerJoin(jobs, eq(jobs.id, assignments.job_id))
        .leftJoin(users, eq(users.contractor_id, assignments.contractor_id))
        .$dynamic(),
    id: assignments.id,
    text: sql`${jobs.title} || ' · ' || coalesce(trim(${personName}), '--')`,
    match: [jobs.title, personName],
    // Each table's trigram index finds its part; an OR over the joined rows would read them all.
    where: (
      pattern,
    ) => sql`(${assignments.job_id} in (select ${jobs.id} from ${jobs} where ${jobs.title} ilike ${pattern})
      or ${assignments.contractor_id} in (select ${users.contractor_id} from ${users} where ${personName} ilike ${pattern}))`,
    scope: assignmentsServer.scope,
  },
  {
    object_type: 'Jobs',
    icon: 'briefcase',
    route: '/jobs/{id}',
    rows: (db, fields) => db.select(fields).from(jobs).$dynamic(),
    id: jobs.id,
    text: jobs.title,
    match: [jobs.title],
    scope: { partner_id: jobs.partner_id },
  },
  {
    object_type: 'Timesheets',
    icon: 'clock',
    route: '/timesheets/{id}',
    specPath: '/timesheets',
    rows: (db, fields) =>
      db
        .select(fields)
        .from(timesheets)
        .leftJoin(users, eq(users.contractor_id, timesheets.contractor_id))
        .$dynamic(),
    id: timesheets.id,
    text: sql`concat_ws(' · ', ${timesheets.project_code}, ${timesheets.task}, ${timesheets.date}::text, trim(${personName}))`,
    match: [timesheets.project_code, timesheets.task],
    scope: timesheetListServer.scope,
  },
  {
    object_type: 'Invoices',
    icon: 'file-text',
    route: '/invoices/{id}',
    rows: (db, fields) =>
      db
        .select(fields)
        .from(invoices)
        .innerJoin(clients, eq(clients.id, invoices.client_id))
        .$dynamic(),
    id: invoices.id,
    text: sql`${invoiceNumber} || ' · ' || ${clients.entity_name}`,
    match: [invoiceNumber],
    scope: invoiceListServer.scope,
  },
  {
    object_type: 'Payments',
    icon: 'banknote',
    route: '/payments/{id}',
    rows: (db, fields) => db.select(fields).from(payments).$dynamic(),
    id: payments.id,
    text: sql`${payments.number} || ' · ' || ${payments.payer_name}`,
    match: [payments.number, payments.reference],
    scope: paymentScope,
  },
  {
    object_type: 'Paychecks',
    icon: 'wallet',
    route: '/paychecks/{id}',
    rows: (db, fields) =>
      db
        .select(fields)
        .from(paychecks)
        .innerJoinLateral(paycheckWorker, sql`true`)
        .$dynamic(),
    id: paychecks.id,
    text: paycheckName,
    match: [paycheckName],
    scope: paycheckServer.scope,
  },
];

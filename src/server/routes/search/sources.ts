import { eq, sql } from 'drizzle-orm';
import {
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  timesheets,
  users,
} from '../../db/schema';
import type { SearchSource } from '../../kit/search';
import { assignmentsServer } from '../assignments';
import { clientsServer } from '../clients';
import { contractorsServer } from '../contractors';
import { timesheetListServer } from '../timesheets/queries';

/** A person's name exactly as `users_name_trgm_idx` indexes it, so the index answers the match. */
export const personName = sql<string>`(${users.first_name} || ' ' || ${users.last_name})`;

/**
 * What the global search palette finds, in the order its groups appear. A resource joins with one
 * entry: its rows, the text matched, the scope of its list, its detail route.
 */
export const searchSources: readonly SearchSource[] = [
  {
    object_type: 'Clients',
    icon: 'building',
    route: '/clients/{id}',
    rows: (db) => db.select({ id: clients.id, text: clients.entity_name }).from(clients).$dynamic(),
    id: clients.id,
    match: [clients.entity_name],
    scope: clientsServer.scope,
  },
  {
    object_type: 'Contractors',
    icon: 'user',
    route: '/contractors/{id}',
    rows: (db) =>
      db
        .select({ id: contractors.id, text: personName })
        .from(contractors)
        .innerJoin(users, eq(users.contractor_id, contractors.id))
        .$dynamic(),
    id: contractors.id,
    match: [personName],
    scope: contractorsServer.scope,
  },
  {
    object_type: 'Partners',
    icon: 'store',
    route: '/partners/{id}',
    rows: (db) =>
      db.select({ id: partners.id, text: partners.entity_name }).from(partners).$dynamic(),
    id: partners.id,
    match: [partners.entity_name],
    scope: { partner_id: partners.id },
  },
  {
    object_type: 'Users',
    icon: 'user-cog',
    route: '/users/{id?}',
    rows: (db) =>
      db
        .select({
          id: users.id,
          text: sql<string>`trim(${personName}) || ' <' || ${users.email} || '>'`,
        })
        .from(users)
        .$dynamic(),
    id: users.id,
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
    rows: (db) =>
      db
        .select({
          id: assignments.id,
          text: sql<string>`${jobs.title} || ' · ' || coalesce(trim(${personName}), '--')`,
        })
        .from(assignments)
        .innerJoin(jobs, eq(jobs.id, assignments.job_id))
        .leftJoin(users, eq(users.contractor_id, assignments.contractor_id))
        .$dynamic(),
    id: assignments.id,
    match: [jobs.title, personName],
    scope: assignmentsServer.scope,
  },
  {
    object_type: 'Jobs',
    icon: 'briefcase',
    route: '/jobs/{id}',
    rows: (db) => db.select({ id: jobs.id, text: jobs.title }).from(jobs).$dynamic(),
    id: jobs.id,
    match: [jobs.title],
    scope: { partner_id: jobs.partner_id },
  },
  {
    object_type: 'Timesheets',
    icon: 'clock',
    route: '/timesheets/{id}',
    specPath: '/timesheets',
    rows: (db) =>
      db
        .select({
          id: timesheets.id,
          text: sql<string>`concat_ws(' · ', ${timesheets.project_code}, ${timesheets.task}, ${timesheets.date}::text, trim(${personName}))`,
        })
        .from(timesheets)
        .leftJoin(users, eq(users.contractor_id, timesheets.contractor_id))
        .$dynamic(),
    id: timesheets.id,
    match: [timesheets.project_code, timesheets.task],
    scope: timesheetListServer.scope,
  },
];

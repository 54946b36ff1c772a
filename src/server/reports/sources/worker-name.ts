import { sql, type SQLWrapper } from 'drizzle-orm';
import { users } from '../../db/schema';

/** A contractor's name, from the user who is that contractor. */
export const workerName = (contractorId: SQLWrapper) =>
  sql<string>`coalesce((select ${users.first_name} || ' ' || ${users.last_name} from ${users} where ${users.contractor_id} = ${contractorId} limit 1), '--')`;

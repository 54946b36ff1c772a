import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, two_factor_enabled: users.two_factor_enabled })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

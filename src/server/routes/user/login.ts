import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { burnPasswordCheck, verifyPassword } from '../../auth/password';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** The user id for these credentials, or undefined; both failure cases take the same time. */
export async function checkCredentials(db: Db, email: string, password: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      password_hash: users.password_hash,
      two_factor_enabled: users.two_factor_enabled,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!row) {
    await burnPasswordCheck(password);
    return undefined;
  }
  return (await verifyPassword(row.password_hash, password)) ? row : undefined;
}

import { hashPassword } from '../auth/password';

const hashes = new Map<string, Promise<string>>();

/**
 * The argon2id hash of a seeded password, computed once per distinct password per process: every
 * demo account shares one password, and argon2 is deliberately slow (tens of milliseconds each), so
 * hashing it again for each user only made the seed slower. A salt shared by the demo accounts is
 * harmless: their password is published in the README.
 */
export function seedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

import { channel } from 'node:diagnostics_channel';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const options = {
  algorithm: 2 /* Argon2id; the enum is an ambient const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, options);

/**
 * Told of every argon2 check as it starts (no password, no hash): how the sign-in limits are
 * proved to spare the work, not only to refuse the answer. Free while nobody listens.
 */
export const passwordChecks = channel('backoffice:password-check');

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (passwordChecks.hasSubscribers) passwordChecks.publish(null);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown email cannot be told from a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('never-a-real-password');
  await verifyPassword(await dummyHash, password);
}

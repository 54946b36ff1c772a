import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

it('hashes with argon2id and a salt of its own', async () => {
  const a = await hashPassword('correct-horse-demo');
  const b = await hashPassword('correct-horse-demo');
  expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(a).not.toBe(b);
  expect(await verifyPassword(a, 'correct-horse-demo')).toBe(true);
  expect(await verifyPassword(a, 'correct-horse-dem0')).toBe(false);
  expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
});

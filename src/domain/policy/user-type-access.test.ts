import { describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users.fixture';
import { userTypeAccess } from './user-type-access';

const users = Object.values(demoUsers);

describe('userTypeAccess', () => {
  it('allows the listed user types, with sensitive access when asked, and names them in its refusal', () => {
    const access = userTypeAccess('Distributions', ['partner', 'eor', 'sales_partner', 'admin'], {
      sensitive: true,
    });
    expect(access.message).toBe(
      'Distributions are for partner, EOR, sales partner and admin users with sensitive access',
    );
    const sensitive = ['owner', 'manager', 'finance', 'admin'];
    for (const u of users)
      expect(access.allowed(u), u.email).toBe(
        ['partner', 'eor', 'sales_partner', 'admin'].includes(u.user_type) &&
          sensitive.includes(u.role ?? ''),
      );
    expect(users.some((u) => access.allowed(u))).toBe(true);
    expect(users.some((u) => !access.allowed(u))).toBe(true);
  });

  it('without sensitive access, allows every user of the types and says so', () => {
    const access = userTypeAccess('Notes', ['client']);
    expect(access.message).toBe('Notes are for client users');
    for (const u of users) expect(access.allowed(u), u.email).toBe(u.user_type === 'client');
  });
});

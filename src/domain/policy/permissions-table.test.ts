import { describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users.fixture';
import { canSeeBill, canSensitive } from './capabilities';
import { canManageTeam } from './team';
import { permissionsOf } from './permissions-table';

describe('permissionsOf', () => {
  it('answers every capability for the user exactly as the policy does', () => {
    for (const user of Object.values(demoUsers)) {
      const rows = Object.fromEntries(permissionsOf(user).map((r) => [r.name, r.allowed]));
      expect(rows.canSeeBill).toBe(canSeeBill(user));
      expect(rows.canSensitive).toBe(canSensitive(user));
      expect(rows.canManageTeam).toBe(canManageTeam(user));
    }
  });

  it('lists only yes/no questions about the user, sorted by name', () => {
    const names = permissionsOf(Object.values(demoUsers)[0]!).map((r) => r.name);
    expect(names).toContain('canExport');
    expect(names).toContain('isEmployer');
    expect(names).not.toContain('partnerOf');
    expect(names).not.toContain('searchDebounceMs');
    expect(names).not.toContain('hasLink');
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});

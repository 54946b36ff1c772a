import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { canGrantReports } from './policy';

describe('who grants reports', () => {
  it('admins and partner owners; no other role or kind of company', () => {
    const granting = Object.entries(demoUsers)
      .filter(([, u]) => canGrantReports(u))
      .map(([email]) => email);
    expect(granting).toEqual(['admin@demo.test', 'owner@acme.test', 'owner@selfco.test']);
  });
});

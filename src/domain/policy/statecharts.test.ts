import { describe, expect, it } from 'vitest';
import { demoUsers, makeUser } from './demo-users.fixture';
import { mayOpen, specRoute } from './spec-routes';
import { canAuditWorkflows, canReadStatecharts } from './statecharts';

const allowed = (pred: (u: (typeof demoUsers)[string]) => boolean) =>
  Object.entries(demoUsers)
    .filter(([, u]) => pred(u))
    .map(([email]) => email)
    .sort();

describe('statechart and audit audiences', () => {
  it('QA charts: admins, employers of record and developers', () => {
    expect(allowed(canReadStatecharts)).toEqual(['admin@demo.test', 'eor@demo.test']);
    expect(canReadStatecharts(makeUser('client', 'owner', { is_developer: true }))).toBe(true);
    expect(canReadStatecharts(makeUser('partner', 'owner'))).toBe(false);
    expect(
      mayOpen(
        makeUser('contractor', null, { is_developer: true }),
        specRoute('/developers').access,
      ),
    ).toBe(true);
    expect(mayOpen(makeUser('partner', 'owner'), specRoute('/developers').access)).toBe(false);
  });

  it('audit replay: the QA audience plus owner and finance staff of partners and employers of record', () => {
    expect(allowed(canAuditWorkflows)).toEqual([
      'admin@demo.test',
      'eor@demo.test',
      'finance@acme.test',
      'owner@acme.test',
      'owner@selfco.test',
    ]);
    expect(canAuditWorkflows(makeUser('eor', 'finance'))).toBe(true);
    expect(canAuditWorkflows(makeUser('partner', 'recruiter'))).toBe(false);
    expect(canAuditWorkflows(makeUser('contractor', null, { is_developer: true }))).toBe(true);
  });
});

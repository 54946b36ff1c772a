import { describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users.fixture';
import { isLinkAllowed, navigationLinks } from './links';
import { mayOpen, specRoute } from './spec-routes';

/** A demo user as GET /v2/user gives it: with the links and base_links the server computes. */
const served = (email: string) => {
  const user = demoUsers[email];
  if (!user) throw new Error(`no demo user ${email}`);
  return { ...user, ...navigationLinks(user) };
};

const opens = (email: string, path: string, concrete = path) => {
  const user = served(email);
  return mayOpen(user, specRoute(path).access) && isLinkAllowed(user, concrete);
};

describe('/approvals follows canSeeApprovals (spec §6)', () => {
  it.each([
    ['admin@demo.test', true],
    ['eor@demo.test', true],
    ['owner@acme.test', true],
    ['recruiter@acme.test', true],
    ['finance@acme.test', true],
    ['owner@selfco.test', true],
    ['timekeeper@acme.test', false],
    ['client@globex.test', false],
    ['approver@globex.test', false],
    ['sales@demo.test', false],
    ['contractor@demo.test', false],
  ])('%s opens the queue and its details: %s', (email, allowed) => {
    expect(opens(email, '/approvals')).toBe(allowed);
    expect(opens(email, '/approvals/{id}', '/approvals/42')).toBe(allowed);
  });
});

describe('worker classifications: admin, or a partner with that link (spec §6)', () => {
  it.each([
    ['admin@demo.test', true, true],
    ['owner@selfco.test', true, true],
    ['owner@acme.test', false, false],
    ['recruiter@acme.test', false, false],
    ['eor@demo.test', false, false],
    ['client@globex.test', false, false],
    ['contractor@demo.test', false, false],
  ])('%s holds the link: %s; opens the pages: %s', (email, holdsLink, allowed) => {
    expect(served(email).links.includes('/worker_classifications')).toBe(holdsLink);
    expect(opens(email, '/worker_classifications')).toBe(allowed);
    expect(opens(email, '/worker_classifications/{id}', '/worker_classifications/9')).toBe(allowed);
    expect(opens(email, '/worker_classifications/create')).toBe(allowed);
  });

  it('is decided by the link, not the partner type', () => {
    const acmeOwner = demoUsers['owner@acme.test']!;
    const access = specRoute('/worker_classifications').access;
    expect(mayOpen({ ...acmeOwner, links: [] }, access)).toBe(false);
    expect(mayOpen({ ...acmeOwner, links: ['/worker_classifications'] }, access)).toBe(true);
  });
});

describe('layouts of the pay pages', () => {
  it('draws the client paying an invoice narrow, and payroll, paychecks and payments with the menu', () => {
    expect(specRoute('/pay/{id?}').layout).toBe('narrow');
    expect(specRoute('/pay/success').layout).toBe('narrow');
    for (const path of ['/payroll_runs', '/paychecks', '/payments', '/payout_methods'])
      expect(specRoute(path).layout, path).toBe('dashboard');
  });
});

describe('layouts of the onboarding pages', () => {
  it('draws the wizard in the onboarding layout and the onboarding list in the dashboard', () => {
    expect(specRoute('/onboard/contractor').layout).toBe('onboard_dashboard');
    expect(specRoute('/onboarding').layout).toBe('dashboard');
  });
});

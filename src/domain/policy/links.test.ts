import { describe, expect, it } from 'vitest';
import { demoUsers, makeUser } from './demo-users.fixture';
import { isLinkAllowed, linkMatches, navigationLinks } from './links';
import { LEGACY_REDIRECTS, middlewareRedirect, UnknownMiddlewareError } from './middleware';
import { menuPaths, navigationFor } from './navigation';

describe('links and base_links', () => {
  it.each(Object.entries(demoUsers))('%s may open every path of their own menu', (_email, user) => {
    const access = { ...user, ...navigationLinks(user) };
    for (const path of menuPaths(navigationFor(user))) {
      const target = LEGACY_REDIRECTS[path] ?? path;
      expect(isLinkAllowed(access, target), target).toBe(true);
    }
  });

  it('404s type-namespaced paths of another type', () => {
    const partner = makeUser('partner', 'owner');
    const access = { ...partner, ...navigationLinks(partner) };
    expect(isLinkAllowed(access, '/admin/users')).toBe(false);
    expect(isLinkAllowed(access, '/admin/anything')).toBe(false);
    expect(isLinkAllowed(access, '/logs')).toBe(false);
    expect(isLinkAllowed(access, '/partner/dashboard')).toBe(true);
    expect(isLinkAllowed(access, '/invoices/42')).toBe(true);
  });

  it('keeps the contractor dashboard in a contractor links', () => {
    expect(navigationLinks(makeUser('contractor', null)).links).toContain('/contractor/dashboard');
  });

  it.each([
    ['/assignments/{id}', '/assignments/7', true],
    ['/assignments/{id}', '/assignments', false],
    ['/pay/{id?}', '/pay', true],
    ['/pay/{id?}', '/pay/3', true],
    ['/pay/{id?}', '/pay/3/x', false],
    ['/logs', '/logs?type=access', true],
  ])('%s matches %s: %s', (pattern, path, matches) =>
    expect(linkMatches(pattern, path)).toBe(matches),
  );
});

describe('middleware redirects', () => {
  it.each([
    ['partner', 'recruiter_sourcer', '/pricing_calculator', '/dashboard'],
    ['partner', 'recruiter', '/pricing_calculator', null],
    ['partner', 'owner', '/dashboard', '/partner/dashboard'],
    ['contractor', null, '/contractor/pay_card', '/dashboard'],
    ['partner', 'owner', '/partner_services_agreement', null],
  ] as const)('%s %s on %s → %s', (type, role, path, to) => {
    expect(middlewareRedirect(makeUser(type, role), path)).toBe(to);
  });

  it('throws for a user type it has no middleware for, so the page never opens unguarded', () => {
    const stranger = {
      ...makeUser('partner', 'owner'),
      user_type: 'robot',
    } as unknown as ReturnType<typeof makeUser>;
    expect(() => middlewareRedirect(stranger, '/assignments')).toThrow(UnknownMiddlewareError);
  });

  it('redirects self-employer partners and lets their contractors in', () => {
    expect(middlewareRedirect(demoUsers['owner@selfco.test']!, '/partner_services_agreement')).toBe(
      '/dashboard',
    );
    expect(middlewareRedirect(demoUsers['ic@demo.test']!, '/contractor/pay_card')).toBeNull();
  });
});

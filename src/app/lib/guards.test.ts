import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RESTORE_BACKOFF_MS, sessionMachine } from '../../../machines/session/session.screen';
import type { User } from '../../domain/contracts/user';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { navigationLinks } from '../../domain/policy/links';
import {
  requireAuth,
  requireGuest,
  requireLinkAccess,
  requirePageAccess,
  type GuardArgs,
} from './guards';
import { HttpStatusError } from './http-status-error';

const partner = {
  email: 'owner@acme.test',
  user_type: 'partner',
  links: ['/partner/dashboard', '/partner/timesheets'],
  base_links: ['/partner'],
} as User;

function sessionWith(user: User | null) {
  return createActor(
    sessionMachine.provide({ actors: { restoreSession: fromPromise(async () => user) } }),
    { input: { validRedirectUrls: ['/partner'] } },
  ).start();
}

const args = (session: ReturnType<typeof sessionWith>, pathname: string): GuardArgs => ({
  context: { session },
  location: { pathname, href: pathname },
});

async function thrown(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('route guards', () => {
  it('requireAuth sends the signed-out to /login with the path, and remembers it', async () => {
    const session = sessionWith(null);
    const err = await thrown(requireAuth(args(session, '/partner/timesheets')));
    expect(isRedirect(err)).toBe(true);
    expect((err as { options: { to: string; search: unknown } }).options).toMatchObject({
      to: '/login',
      search: { redirect: '/partner/timesheets' },
    });
    expect(session.getSnapshot().context.rememberedPath).toBe('/partner/timesheets');
  });

  it('requireAuth waits while a stored session is retried after failures that are no 401, and lets the user in', async () => {
    vi.useFakeTimers();
    try {
      let tries = 0;
      const session = createActor(
        sessionMachine.provide({
          actors: {
            restoreSession: fromPromise<User | null>(async () => {
              tries += 1;
              if (tries < 3) throw new Error('503');
              return partner;
            }),
          },
        }),
        { input: { validRedirectUrls: ['/partner'] } },
      ).start();
      const guarded = requireAuth(args(session, '/partner/timesheets'));
      await vi.advanceTimersByTimeAsync(RESTORE_BACKOFF_MS[0] + RESTORE_BACKOFF_MS[1]);
      await expect(guarded).resolves.toEqual({ user: partner });
      expect(tries).toBe(3);
      expect(session.getSnapshot().context.rememberedPath).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('requireGuest sends the signed-in home', async () => {
    const err = await thrown(requireGuest(args(sessionWith(partner), '/login')));
    expect((err as { options: { to: string } }).options.to).toBe('/partner/dashboard');
    await expect(requireGuest(args(sessionWith(null), '/login'))).resolves.toBeUndefined();
  });

  it('requirePageAccess answers 404 to user types a spec route is not for, and lets public pages through', async () => {
    const demo = demoUsers['owner@acme.test']!;
    const session = sessionWith({ ...demo, ...navigationLinks(demo) });
    await expect(requirePageAccess(args(session, '/partner/dashboard'))).resolves.toBeUndefined();
    const err = await thrown(requirePageAccess(args(session, '/admin/users')));
    expect(err).toMatchObject({ status: 404, message: 'Not Found' });
    await expect(requirePageAccess(args(sessionWith(null), '/help'))).resolves.toBeUndefined();
    const guest = await thrown(requirePageAccess(args(sessionWith(null), '/timesheets/7')));
    expect((guest as { options: { to: string } }).options.to).toBe('/login');
  });

  it('opens an optional-id route of a capability to those it allows, with and without the id', async () => {
    const demo = demoUsers['owner@acme.test']!;
    const owner = sessionWith({ ...demo, ...navigationLinks(demo) });
    await expect(requirePageAccess(args(owner, '/create_assignment'))).resolves.toBeUndefined();
    const id = '/create_assignment/11111111-1111-4111-8111-111111111111';
    await expect(requirePageAccess(args(owner, id))).resolves.toBeUndefined();
    const keeper = { ...demo, role: 'time_sheet_only' } as User;
    const refused = await thrown(
      requirePageAccess(
        args(sessionWith({ ...keeper, ...navigationLinks(keeper) }), '/create_assignment'),
      ),
    );
    expect(refused).toMatchObject({ status: 404 });
  });

  it("requireLinkAccess answers 404 'Not Found' under a base link outside the user's links", async () => {
    const session = sessionWith(partner);
    await expect(requireLinkAccess(args(session, '/partner/timesheets/42'))).resolves.toEqual({
      user: partner,
    });
    await expect(requireLinkAccess(args(session, '/change_password'))).resolves.toEqual({
      user: partner,
    });
    const err = await thrown(requireLinkAccess(args(session, '/partner/payroll_runs')));
    expect(err).toBeInstanceOf(HttpStatusError);
    expect(err).toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('requireAuth runs the spec §6 middleware before the page opens', async () => {
    const err = await thrown(requireAuth(args(sessionWith(partner), '/dashboard')));
    expect(isRedirect(err)).toBe(true);
    expect((err as { options: { href: string } }).options.href).toBe('/partner/dashboard');
  });

  it("requireAuth turns a failing middleware into the spec §8 route error 500 'Unknown middleware'", async () => {
    const stranger = { ...partner, user_type: 'robot' } as unknown as User;
    const err = await thrown(requireAuth(args(sessionWith(stranger), '/assignments')));
    expect(err).toBeInstanceOf(HttpStatusError);
    expect(err).toMatchObject({ status: 500, message: 'Unknown middleware' });
  });

  it.each([
    ['owner@acme.test', '/approvals', '/approvals', true],
    ['client@globex.test', '/approvals', '/approvals', false],
    ['owner@selfco.test', '/worker_classifications/{id}', '/worker_classifications/3', true],
    ['owner@acme.test', '/worker_classifications/{id}', '/worker_classifications/3', false],
  ])(
    'requirePageAccess: %s on %s follows the spec-routes access',
    async (email, _specPath, path, allowed) => {
      const demo = demoUsers[email]!;
      const user = { ...demo, ...navigationLinks(demo) };
      // Refused is a 404 either way: the §5 link guard's page or the redirect to /404.
      const refusal = await thrown(requirePageAccess(args(sessionWith(user), path)));
      expect(refusal === undefined).toBe(allowed);
    },
  );
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { DEMO_PASSWORD } from '../seed/demo-tenants';
import { passwordChecks as checked } from './password';
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS, TOO_MANY_ATTEMPTS } from './sign-in-limit';

// Counts the password checks that really run (argon2 work), not just the answers.
let checks = 0;
const countCheck = () => void checks++;
const passwordChecks = () => checks;

const OWNER = 'owner@acme.test';
const ATTACKER = '203.0.113.66';

let h: Harness;
beforeAll(async () => {
  checked.subscribe(countCheck);
  h = await createHarness();
});
afterAll(async () => {
  checked.unsubscribe(countCheck);
  await h.close();
});
beforeEach(() => {
  // Each test starts with every earlier failure out of the window.
  h.clock.advance(SIGN_IN_WINDOW_MS + 1000);
  checks = 0;
});

const signIn = (email: string, password: string, remoteAddress: string) =>
  h.app.inject({ method: 'POST', url: '/v2/user', payload: { email, password }, remoteAddress });

function expectTooMany(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in limits', () => {
  it('checks at most ten of 40 parallel wrong passwords from one IP', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(OWNER, `wrong-${i}`, ATTACKER)),
    );
    expect(passwordChecks()).toBeLessThanOrEqual(SIGN_IN_LIMITS.pair);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(passwordChecks());
    for (const a of answers.filter((r) => r.statusCode !== 401)) expectTooMany(a);
  });

  it('does not lock the owner out: ten failures from one IP leave the owner elsewhere signing in', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++)
      expect((await signIn(OWNER, 'wrong', ATTACKER)).statusCode).toBe(401);
    expectTooMany(await signIn(OWNER, DEMO_PASSWORD, ATTACKER));
    expect((await signIn(OWNER, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('slows a guesser down rather than locking: each failure stops counting after the window', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++) {
      await signIn(OWNER, 'wrong', ATTACKER);
      h.clock.advance(60_000);
    }
    const refused = await signIn(OWNER, 'wrong', ATTACKER);
    expectTooMany(refused);
    // The oldest failure, ten minutes ago, leaves the window 15 minutes after it happened.
    expect(Number(refused.headers['retry-after'])).toBe(5 * 60);
    h.clock.advance(5 * 60_000);
    expect((await signIn(OWNER, 'wrong', ATTACKER)).statusCode).toBe(401);
    expectTooMany(await signIn(OWNER, 'wrong', ATTACKER));
  });

  it('does not count right passwords, nor refusals', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.pair - 1; i++) await signIn(OWNER, 'wrong', ATTACKER);
    for (let i = 0; i < 3; i++)
      expect((await signIn(OWNER, DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
    expect((await signIn(OWNER, 'wrong', ATTACKER)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expectTooMany(await signIn(OWNER, 'wrong', ATTACKER));
    expect(passwordChecks()).toBe(SIGN_IN_LIMITS.pair + 3);
  });

  it('has a per-account ceiling across IPs, so guessing from many addresses stops too', async () => {
    const perIp = SIGN_IN_LIMITS.pair;
    const ips = Array.from(
      { length: SIGN_IN_LIMITS.account / perIp },
      (_, i) => `198.18.0.${i + 1}`,
    );
    for (const ip of ips) {
      const answers = await Promise.all(
        Array.from({ length: perIp }, () => signIn(OWNER, 'wrong', ip)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(perIp).fill(401));
    }
    expectTooMany(await signIn(OWNER, DEMO_PASSWORD, '198.51.100.7'));
    expect((await signIn('recruiter@acme.test', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(
      200,
    );
    h.clock.advance(SIGN_IN_WINDOW_MS);
    expect((await signIn(OWNER, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it.each([
    ['an IPv4 address', () => '10.9.9.9', '10.9.9.9', '10.9.9.8'],
    // Rotating through the addresses of one /64 costs an attacker nothing.
    [
      'an IPv6 /64',
      (i: number) => `2001:db8:7:7::${(i + 1).toString(16)}`,
      '2001:db8:7:7:ffff::1',
      '2001:db8:7:8::1',
    ],
  ])('limits %s across accounts', async (_, attackerIp, sameIp, otherIp) => {
    for (let i = 0; i < SIGN_IN_LIMITS.ip; i++) {
      expect((await signIn(`ghost${i}@x.test`, 'wrong', attackerIp(i))).statusCode).toBe(401);
    }
    expectTooMany(await signIn(OWNER, DEMO_PASSWORD, sameIp));
    expect((await signIn(OWNER, DEMO_PASSWORD, otherIp)).statusCode).toBe(200);
  });

  it('limits the current-password check of /change_password, so a stolen token cannot guess', async () => {
    const token = await h.login('timekeeper@acme.test');
    const change = () =>
      h.app.inject({
        method: 'POST',
        url: '/v2/user/change_password',
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: 'guess', new_password: 'a-new-password-1' },
        remoteAddress: ATTACKER,
      });
    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++) expect((await change()).statusCode).toBe(400);
    expectTooMany(await change());
  });

  it('limits codes like passwords: passwordless and two-factor guesses share the counters', async () => {
    const code = (email: string, path: string) =>
      h.app.inject({
        method: 'POST',
        url: `/v2/user/${path}`,
        payload: { email, code: '000000' },
        remoteAddress: ATTACKER,
      });
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        code(OWNER, i % 2 ? 'two_factor' : 'passwordless/verify'),
      ),
    );
    let failures = guesses.filter((g) => g.statusCode === 401).length;
    for (const g of guesses.filter((r) => r.statusCode !== 401)) expectTooMany(g);
    // A burst may be refused whole; one by one, exactly the limit's worth of guesses is checked.
    while (failures <= SIGN_IN_LIMITS.pair && (await code(OWNER, 'two_factor')).statusCode === 401)
      failures++;
    expect(failures).toBe(SIGN_IN_LIMITS.pair);
    expectTooMany(await signIn(OWNER, DEMO_PASSWORD, ATTACKER));
  });
});

import { inArray } from 'drizzle-orm';
import type { AccessKind } from '../../domain/logs/kinds';
import type { Tx } from '../db/client';
import { accessLogs, serviceLogs, users } from '../db/schema';

const BROWSERS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
];

/** Who did what in the demo's last week: [email, kind, method, route, path, status, ip, browser]. */
type Visit = [string, AccessKind, string, string, string, number, string, number];
const VISITS: Visit[] = [
  ['admin@demo.test', 'sign_in', 'POST', '/v2/user', '/v2/user', 200, '198.51.100.7', 0],
  ['owner@acme.test', 'sign_in', 'POST', '/v2/user', '/v2/user', 200, '203.0.113.24', 1],
  ['owner@acme.test', 'change', 'POST', '/v2/clients', '/v2/clients', 201, '203.0.113.24', 1],
  ['recruiter@acme.test', 'sign_in_failed', 'POST', '/v2/user', '/v2/user', 401, '203.0.113.51', 1],
  ['recruiter@acme.test', 'sign_in', 'POST', '/v2/user', '/v2/user', 200, '203.0.113.51', 1],
  ['recruiter@acme.test', 'change', 'POST', '/v2/notes', '/v2/notes', 201, '203.0.113.51', 1],
  [
    'finance@acme.test',
    'two_factor_challenge',
    'POST',
    '/v2/user',
    '/v2/user',
    200,
    '203.0.113.24',
    0,
  ],
  [
    'finance@acme.test',
    'sign_in_two_factor',
    'POST',
    '/v2/user/two_factor',
    '/v2/user/two_factor',
    200,
    '203.0.113.24',
    0,
  ],
  [
    'client@globex.test',
    'sign_in_passwordless',
    'POST',
    '/v2/user/passwordless/verify',
    '/v2/user/passwordless/verify',
    200,
    '192.0.2.140',
    2,
  ],
  ['approver@globex.test', 'sign_in', 'POST', '/v2/user', '/v2/user', 200, '192.0.2.141', 1],
  ['contractor@demo.test', 'sign_in', 'POST', '/v2/user', '/v2/user', 200, '100.64.12.9', 2],
  [
    'contractor@demo.test',
    'change',
    'POST',
    '/v2/timesheets',
    '/v2/timesheets',
    201,
    '100.64.12.9',
    2,
  ],
  ['former@acme.test', 'sign_in_failed', 'POST', '/v2/user', '/v2/user', 403, '203.0.113.88', 1],
  ['eor@demo.test', 'sign_in', 'POST', '/v2/user', '/v2/user', 200, '198.51.100.30', 0],
  [
    'owner@acme.test',
    'sign_out',
    'POST',
    '/v2/user/logout',
    '/v2/user/logout',
    200,
    '203.0.113.24',
    1,
  ],
];

const DAY = 86_400_000;
/** Before the demo's "now" (2026-11-20), so what a visitor does today lists first. */
const LAST_DAY = Date.parse('2026-11-19T17:00:00Z');

/**
 * Demo access and service logs for /logs: a week of sign-ins (some failed, two-factor and
 * passwordless among them), changes and sign-outs of existing demo users, and the background
 * jobs' lines. Adds no users.
 */
export async function seedActivityLogs(tx: Tx): Promise<void> {
  const found = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(VISITS.map((v) => v[0]))]));
  const idOf = new Map(found.map((u) => [u.email, u.id]));
  const rows = Array.from({ length: 7 }, (_, day) =>
    VISITS.map(([email, kind, method, route, path, status, ip, browser], i) => ({
      occurred_at: new Date(LAST_DAY - (6 - day) * DAY - (VISITS.length - i) * 7 * 60_000),
      kind,
      user_id: idOf.get(email) ?? null,
      email: kind === 'change' || kind === 'sign_out' ? null : email,
      method,
      route,
      path,
      status,
      ip,
      user_agent: BROWSERS[browser]!,
    })),
  ).flat();
  await tx.insert(accessLogs).values(rows);
  await tx.insert(serviceLogs).values(
    Array.from({ length: 7 }, (_, day) => [
      {
        occurred_at: new Date(LAST_DAY - (6 - day) * DAY - 3 * 3_600_000),
        job: 'event_dispatcher',
        level: 'info',
        message: `Delivered ${3 + day} events to subscribers, 0 failed`,
        duration_ms: 40 + day * 7,
      },
      {
        occurred_at: new Date(LAST_DAY - (6 - day) * DAY - 2 * 3_600_000),
        job: 'event_verify',
        level: 'info',
        message: `All streams: ${1180 + day * 9} events in 330 streams, chain intact`,
        duration_ms: 180 + day * 3,
      },
    ]).flat(),
  );
  await tx.insert(serviceLogs).values({
    occurred_at: new Date(LAST_DAY - 2 * DAY - 5 * 3_600_000),
    job: 'event_dispatcher',
    level: 'error',
    message:
      'rejection-mail failed on event 212 (attempt 1): Error: SMTP connection timed out; retried after 2 s and delivered',
    duration_ms: 10_012,
  });
}

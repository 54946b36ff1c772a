import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { holidayOn } from '../../domain/billing/holidays';
import { events, partners, ptoAccruals, timeOffRequests, timesheets } from '../db/schema';
import { AGENCY_OWNER } from './agency';
import { placementsOf } from './harbor-history';
import { LEAVE_DAY_HUNDREDTHS } from './harbor-leave';
import { addDays, CURRENT_WEEK, HISTORY_FROM } from './harbor-time';

/** Harbor Point's PTO, as the seed wrote it: balances that add up and leave that is really taken. */
let h: Harness;
let harborId: string;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  [{ id: harborId }] = (await h.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'harborpoint'))) as [{ id: string }];
  token = await h.login(AGENCY_OWNER);
});
afterAll(() => h.close());

async function list(url: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; meta: { total: number } };
}

const requestsOf = () =>
  h.deps.db.select().from(timeOffRequests).where(eq(timeOffRequests.partner_id, harborId));

const isWorkday = (day: string) =>
  ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) && !holidayOn(day);

describe('Harbor Point’s PTO history', () => {
  it('gives every employee a balance of accrued less taken, as the owner reads it', async () => {
    const { data, meta } = await list('/pto_rules_accruals?per_page=100');
    expect(meta.total).toBeGreaterThanOrEqual(25);
    expect(data).toHaveLength(meta.total);
    const requests = await requestsOf();
    const accruals = await h.deps.db.select().from(ptoAccruals);
    for (const b of data) {
      const rows = accruals.filter(
        (a) => a.contractor_id === b.contractor_id && a.rule_id === b.rule_id,
      );
      const accrued = rows.reduce((n, a) => n + a.accrued_hundredths, 0);
      const taken = requests
        .filter((r) => r.balance_id === b.id && r.status === 'approved')
        .reduce((n, r) => n + r.hours_hundredths, 0);
      expect(b.accrued_hundredths, String(b.label)).toBe(accrued);
      expect(b.used_hundredths, String(b.label)).toBe(taken);
      expect(b.available_hundredths, String(b.label)).toBe(
        accrued - (b.forfeited_hundredths as number) - taken,
      );
      expect(b.available_hundredths as number).toBeGreaterThanOrEqual(0);
      expect(b.through).toBe('2026-11-15');
    }
    expect(data.filter((b) => (b.used_hundredths as number) > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('takes every day off through an approved request, and works every other workday', async () => {
    const requests = await requestsOf();
    const approved = requests.filter((r) => r.status === 'approved');
    let leaveDays = 0;
    const placements = await placementsOf(h.deps.db as never, harborId);
    const sheets = await h.deps.db
      .select({ assignment: timesheets.assignment_id, date: timesheets.date })
      .from(timesheets)
      .where(
        inArray(
          timesheets.assignment_id,
          placements.map((p) => p.assignment.id),
        ),
      );
    for (const p of placements) {
      const first = p.assignment.start_date > HISTORY_FROM ? p.assignment.start_date : HISTORY_FROM;
      const end = addDays(CURRENT_WEEK, 4);
      const last =
        p.assignment.end_date && p.assignment.end_date < end ? p.assignment.end_date : end;
      const worked = new Set(
        sheets.filter((t) => t.assignment === p.assignment.id).map((t) => t.date),
      );
      const onLeave = new Set(
        approved
          .filter((r) => r.contractor_id === p.assignment.contractor_id)
          .flatMap((r) => {
            const days: string[] = [];
            for (let d = r.start_date; d <= r.end_date; d = addDays(d, 1))
              if (isWorkday(d)) days.push(d);
            return days;
          }),
      );
      for (let d = first; d <= last; d = addDays(d, 1)) {
        if (!isWorkday(d)) continue;
        expect(worked.has(d) ? 'worked' : 'off', `${p.worker.email} ${d}`).toBe(
          onLeave.has(d) ? 'off' : 'worked',
        );
      }
      leaveDays += onLeave.size;
    }
    expect(leaveDays * LEAVE_DAY_HUNDREDTHS).toBe(
      approved.reduce((n, r) => n + r.hours_hundredths, 0),
    );
    expect(approved.every((r) => r.end_date < CURRENT_WEEK)).toBe(true);
  });

  it('went through the request chart: approved, pending in the owner’s queue, one rejected', async () => {
    const requests = await requestsOf();
    expect(requests.filter((r) => r.status === 'approved').length).toBeGreaterThanOrEqual(10);
    const rejected = requests.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toBe('We are short-staffed the day after Thanksgiving.');
    const pending = await list('/time_off_requests?status=requested&per_page=100');
    expect(pending.meta.total).toBeGreaterThanOrEqual(3);
    expect(pending.data.every((r) => (r.start_date as string) > '2026-11-24')).toBe(true);
    const streams = await h.deps.db
      .select({ id: events.stream_id, type: events.type, version: events.version })
      .from(events)
      .where(eq(events.stream_type, 'time_off_request'));
    for (const r of requests) {
      const types = streams
        .filter((e) => e.id === r.id)
        .sort((a, b) => a.version - b.version)
        .map((e) => e.type);
      const decided = { approved: ['timeOffRequest.approve'], rejected: ['timeOffRequest.reject'] };
      expect(types).toEqual([
        'time_off_request.created',
        ...(decided[r.status as keyof typeof decided] ?? []),
      ]);
    }
  });
});

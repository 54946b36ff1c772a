import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import type { TimesheetList } from '../../../domain/contracts/timesheets';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = async (email: string, url: string) =>
  h.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });

describe('GET /v2/approvals follows canSeeApprovals (spec §6)', () => {
  it.each([
    ['admin@demo.test', 200],
    ['eor@demo.test', 200],
    ['owner@acme.test', 200],
    ['recruiter@acme.test', 200],
    ['owner@selfco.test', 200],
    ['timekeeper@acme.test', 403],
    ['client@globex.test', 403],
    ['sales@demo.test', 403],
    ['contractor@demo.test', 403],
  ])('%s → %i', async (email, status) => {
    expect((await get(email, '/v2/approvals')).statusCode).toBe(status);
  });

  it("holds exactly the caller's waiting timesheets: its own scope, submitted or signed", async () => {
    const queue = (
      await get('owner@acme.test', '/v2/approvals?per_page=200')
    ).json() as TimesheetList;
    const waiting = (
      await get('owner@acme.test', '/v2/timesheets?status=submitted,signed&per_page=200')
    ).json() as TimesheetList;
    expect(queue.meta.total).toBeGreaterThan(0);
    expect(queue.meta.total).toBe(waiting.meta.total);
    expect(queue.data.every((t) => t.status === 'submitted' || t.status === 'signed')).toBe(true);
    expect(queue.data.map((t) => t.id).sort()).toEqual(waiting.data.map((t) => t.id).sort());
    const selfco = (
      await get('owner@selfco.test', '/v2/approvals?per_page=200')
    ).json() as TimesheetList;
    const acmeIds = new Set(queue.data.map((t) => t.id));
    expect(selfco.data.some((t) => acmeIds.has(t.id))).toBe(false);
  });
});

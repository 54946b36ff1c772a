// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAheadFor, READ_AHEAD_FRESH_MS, readAhead, takeAhead } from './read-ahead';
import { tokenStore } from './token-store';

const asked: string[] = [];
let status = 200;

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    asked.push(`${path} ${input.headers.get('Authorization')}`);
    return Response.json({ path, early: true }, { status });
  });
  tokenStore.set('t1');
});

afterEach(() => {
  keepAheadFor('');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  tokenStore.clear();
  asked.length = 0;
  status = 200;
});

const late = () => Promise.resolve({ late: true });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('readAhead', () => {
  it("asks for an onboarding user type's requirements and dashboard at once, with the stored token", async () => {
    readAhead('/partner/dashboard');
    await settle();
    expect(asked.sort()).toEqual(['/v2/dashboard Bearer t1', '/v2/requirements Bearer t1']);
  });

  it('asks an admin or eor dashboard only for its data, other pages for nothing', async () => {
    readAhead('/admin/dashboard');
    readAhead('/timesheets');
    readAhead('/partner/dashboard/extra');
    await settle();
    expect(asked).toEqual(['/v2/dashboard Bearer t1']);
  });

  it('asks nothing without a stored session, and each path once', async () => {
    tokenStore.clear();
    readAhead('/client/dashboard');
    tokenStore.set('t1');
    readAhead('/eor/dashboard');
    readAhead('/eor/dashboard');
    await settle();
    expect(asked).toEqual(['/v2/dashboard Bearer t1']);
  });
});

describe('takeAhead', () => {
  it('gives the answer read ahead once; the next reader reads for itself', async () => {
    readAhead('/eor/dashboard');
    expect(await takeAhead('dashboard', late)).toEqual({ path: '/v2/dashboard', early: true });
    expect(await takeAhead('dashboard', late)).toEqual({ late: true });
    expect(asked).toHaveLength(1);
  });

  it('reads afresh when another user signed in since, or the answer is old', async () => {
    readAhead('/eor/dashboard');
    tokenStore.set('t2');
    expect(await takeAhead('dashboard', late)).toEqual({ late: true });

    vi.useFakeTimers({ toFake: ['Date'] });
    readAhead('/eor/dashboard');
    vi.setSystemTime(Date.now() + READ_AHEAD_FRESH_MS + 1);
    expect(await takeAhead('dashboard', late)).toEqual({ late: true });
  });

  it('reads afresh when the early read failed, so the reader shows its own error', async () => {
    status = 500;
    readAhead('/eor/dashboard');
    expect(await takeAhead('dashboard', late)).toEqual({ late: true });
  });

  it('drops what was read for a page the visit was sent away from (to onboarding)', async () => {
    readAhead('/partner/dashboard');
    keepAheadFor('/partner/dashboard');
    expect(await takeAhead('requirements', late)).toEqual({
      path: '/v2/requirements',
      early: true,
    });
    keepAheadFor('/onboard/partner');
    expect(await takeAhead('dashboard', late)).toEqual({ late: true });
  });
});

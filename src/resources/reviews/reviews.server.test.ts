import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { demoContractorId } from '../../../tests/kit/demo-ids';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Replay } from '../../domain/contracts/replay';
import { partners } from '../../server/db/schema';
import type { Review } from './contract';
import { reviewTypes } from './table';

/** One review over HTTP from pending to a decision: who may take each step, and why the others are refused. */
let h: Harness;
const call = callerOf(() => h);
const act = (email: string, id: string, action: string, body: object = {}) =>
  call(email, 'POST', `/reviews/${id}/actions/${action}`, body);
const statusOf = async (id: string) =>
  ((await call('admin@demo.test', 'GET', `/reviews/${id}`)).json() as { review: Review }).review
    .status;

const OWNER = 'owner@acme.test';
const RECRUITER = 'recruiter@acme.test';
let create: () => Promise<string>;

beforeAll(async () => {
  h = await createHarness();
  const [type] = await h.deps.db
    .select({ id: reviewTypes.id })
    .from(reviewTypes)
    .innerJoin(partners, eq(partners.id, reviewTypes.partner_id))
    .where(eq(partners.subdomain, 'acme'))
    .limit(1);
  const contractor = await demoContractorId(h.deps.db, 'acme');
  create = async () => {
    const res = await call(RECRUITER, 'POST', '/reviews', {
      review_type_id: type!.id,
      contractor_id: contractor,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as Review).id;
  };
});
afterAll(async () => h.close());

describe('a review from pending to a decision', () => {
  let id: string;
  it('is started by a reviewer, who becomes its reviewer; it goes for approval only once rated', async () => {
    id = await create();
    expect(await statusOf(id)).toBe('pending');
    const early = await act(OWNER, id, 'submit');
    expect(early.statusCode).toBe(409);
    expect(early.json().reasons.join(' ')).toContain('not possible now');

    expect((await act(OWNER, id, 'start')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('processing');
    const unrated = await act(OWNER, id, 'submit');
    expect(unrated.statusCode).toBe(409);
    expect(unrated.json().reasons).toEqual([
      'Give it a rating (1 to 5) before it goes for approval.',
    ]);
    const rated = await call(OWNER, 'PATCH', `/reviews/${id}`, { rating: 4, notes: 'Reliable.' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await act(OWNER, id, 'submit')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('awaiting_approval');
    const locked = await call(OWNER, 'PATCH', `/reviews/${id}`, { rating: 5 });
    expect(locked.statusCode).toBe(409);
  });

  it('is decided by someone other than its reviewer (four eyes), by a decider, a rejection with a reason', async () => {
    const own = await act(OWNER, id, 'approve');
    expect(own.statusCode).toBe(409);
    expect(own.json().reasons).toEqual(['You reviewed it: someone else approves or rejects it.']);
    const recruiter = await act(RECRUITER, id, 'approve');
    expect(recruiter.statusCode).toBe(403);
    expect(recruiter.json()).toMatchObject({ message: 'You may not approve reviews' });
    const bare = await act('admin@demo.test', id, 'reject');
    expect(bare.statusCode).toBe(409);
    expect(bare.json().reasons).toContain('It needs a reason.');
    expect((await act('admin@demo.test', id, 'approve')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('approved');
    expect((await act('admin@demo.test', id, 'reject', { reason: 'Too late' })).statusCode).toBe(
      409,
    );
    // Another tenant learns nothing of it.
    expect((await act('owner@selfco.test', id, 'approve')).statusCode).toBe(404);
  });

  it('keeps the history, and the replay judges each step on the review as it stood', async () => {
    const history = (await call(OWNER, 'GET', `/reviews/${id}/history`)).json() as {
      data: { type: string }[];
    };
    expect(history.data.map((e) => e.type)).toEqual(
      expect.arrayContaining(['review.created', 'review.start', 'review.submit', 'review.approve']),
    );
    const replay = (await call(OWNER, 'GET', `/reviews/${id}/replay`)).json() as Replay;
    expect(replay.steps.map((s) => s.to)).toEqual([
      'pending',
      'processing',
      'processing',
      'awaiting_approval',
      'approved',
    ]);
    const approveBy = (step: number, role: string) =>
      replay.steps[step]?.roles
        .find((r) => r.role === role)
        ?.actions.find((a) => a.action === 'approve');
    // Awaiting approval: the owner reviewed it, so only an admin could approve then.
    expect(approveBy(3, 'partner:owner')?.reasons).toEqual([
      'You reviewed it: someone else approves or rejects it.',
    ]);
    expect(approveBy(3, 'admin:admin')?.available).toBe(true);
    // Started without a rating, so submitting was refused until the edit rated it (factsAt, not today's rating).
    const submitBy = (step: number) =>
      replay.steps[step]?.roles
        .find((r) => r.role === 'partner:owner')
        ?.actions.find((a) => a.action === 'submit');
    expect(submitBy(1)?.reasons).toEqual([
      'Give it a rating (1 to 5) before it goes for approval.',
    ]);
    expect(submitBy(2)?.available).toBe(true);
    expect(replay.steps[1]?.actor_role).toBe('partner:owner');
  });

  it('fails with a reason and is retried from the start', async () => {
    const other = await create();
    expect((await act(RECRUITER, other, 'start')).statusCode).toBe(200);
    expect((await act(RECRUITER, other, 'fail')).statusCode).toBe(409);
    expect(
      (await act(RECRUITER, other, 'fail', { reason: 'The document is missing' })).statusCode,
    ).toBe(200);
    const failed = (await call(RECRUITER, 'GET', `/reviews/${other}`)).json() as { review: Review };
    expect(failed.review).toMatchObject({ status: 'failed' });
    expect((await act(RECRUITER, other, 'retry')).statusCode).toBe(200);
    expect(await statusOf(other)).toBe('pending');
  });
});

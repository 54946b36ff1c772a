import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type {
  IdentityVerification,
  IdentityVerificationStatus,
  MyIdentityVerification,
} from './contract';
import { connectIdentityPanel, IDENTITY_POLL_MS, identityVerificationScreen } from './screen';

const mine = (
  status: IdentityVerificationStatus | null,
  reason: string | null = null,
): MyIdentityVerification => ({
  required: true,
  verification: status ? ({ status, failure_reason: reason } as IdentityVerification) : null,
});

const panel = (
  load: () => Promise<MyIdentityVerification>,
  start: () => Promise<MyIdentityVerification>,
) =>
  createActor(
    identityVerificationScreen.provide({
      actors: { loadMine: fromPromise(load), startMine: fromPromise(start) },
    }),
  ).start();
const propsOf = (a: ReturnType<typeof panel>) => connectIdentityPanel(a.getSnapshot(), a.send);

describe('identity verification panel', () => {
  it('offers the first start, polls while the service checks, and stops once verified', async () => {
    vi.useFakeTimers();
    const answers = [mine('pending'), mine('verified')];
    const loads = vi.fn(async () =>
      loads.mock.calls.length === 1 ? mine(null) : (answers.shift() ?? mine('verified')),
    );
    const a = panel(loads, async () => mine('pending'));
    await vi.waitFor(() => expect(a.getSnapshot().value).toBe('shown'));
    expect(propsOf(a)).toMatchObject({
      status: 'none',
      required: true,
      start: { label: 'Verify your identity', disabled: false },
    });
    propsOf(a).start!.onClick();
    await vi.waitFor(() => expect(propsOf(a).status).toBe('pending'));
    expect(propsOf(a).start).toBeNull();
    await vi.advanceTimersByTimeAsync(IDENTITY_POLL_MS);
    await vi.advanceTimersByTimeAsync(IDENTITY_POLL_MS);
    expect(propsOf(a)).toMatchObject({
      status: 'verified',
      words: 'Your identity is verified.',
      start: null,
    });
    const calls = loads.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * IDENTITY_POLL_MS);
    expect(loads).toHaveBeenCalledTimes(calls);
    vi.useRealTimers();
  });

  it('after a failure shows the service’s reason and offers Verify again', async () => {
    const a = panel(
      async () => mine('failed', 'The document has expired'),
      async () => mine('pending'),
    );
    await waitFor(a, (s) => s.matches('shown'));
    expect(propsOf(a)).toMatchObject({
      reason: 'The document has expired',
      start: { label: 'Verify again' },
    });
    a.send({ type: 'identity.start' });
    expect((await waitFor(a, (s) => s.matches('shown'))).context.data?.verification?.status).toBe(
      'pending',
    );
  });

  it('a failed request says why and offers Try again', async () => {
    let fail = true;
    const a = panel(
      async () => (fail ? Promise.reject(new Error('Network down')) : mine(null)),
      async () => mine('pending'),
    );
    await waitFor(a, (s) => s.matches('failed'));
    expect(propsOf(a)).toMatchObject({
      error: 'Network down',
      start: null,
      retry: { disabled: false },
    });
    fail = false;
    propsOf(a).retry.onClick();
    await waitFor(a, (s) => s.matches('shown'));
    expect(propsOf(a).error).toBeNull();
  });
});

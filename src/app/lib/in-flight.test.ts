import { describe, expect, it } from 'vitest';
import { inFlightRequests, trackedFetch } from './in-flight';

describe('in-flight request count', () => {
  it('counts a request until it settles, also when it fails', async () => {
    let finish!: () => void;
    let fail!: (e: Error) => void;
    const ok = trackedFetch(
      () => new Promise<Response>((resolve) => (finish = () => resolve(new Response('ok')))),
    );
    const bad = trackedFetch(() => new Promise<Response>((_r, reject) => (fail = reject)));
    const seen: number[] = [];
    const stop = inFlightRequests.subscribe(() => seen.push(inFlightRequests.get()));
    const a = ok('/a');
    const b = bad('/b').catch(() => undefined);
    expect(inFlightRequests.get()).toBe(2);
    finish();
    await a;
    fail(new Error('offline'));
    await b;
    stop();
    expect(inFlightRequests.get()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});

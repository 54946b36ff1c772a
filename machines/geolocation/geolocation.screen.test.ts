import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { GEOLOCATION_OPTIONS, type DevicePosition } from '../../src/domain/timesheets/geolocation';
import { geolocationCapture, type PermissionState } from './geolocation.screen';

const here: DevicePosition = {
  latitude: 40.71,
  longitude: -74.0,
  accuracy: 9,
  captured_at: '2026-11-20T15:00:00Z',
};

/** A fake device: what permission says and what getCurrentPosition does. */
function device(
  permission: PermissionState,
  outcome: { position?: DevicePosition; code?: number },
) {
  const calls: unknown[] = [];
  const chart = geolocationCapture.provide({
    actors: {
      checkPermission: fromPromise(async () => permission),
      getPosition: fromPromise(async ({ input }) => {
        calls.push(input);
        if (outcome.position) return outcome.position;
        throw Object.assign(new Error('geolocation error'), { code: outcome.code });
      }),
    },
  });
  return { chart, calls };
}

async function run(
  permission: PermissionState,
  outcome: { position?: DevicePosition; code?: number },
) {
  const { chart, calls } = device(permission, outcome);
  const actor = createActor(chart).start();
  actor.send({ type: 'geolocation.request' });
  const snap = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('idle'));
  return { snap, calls };
}

describe('geolocation capture (spec §8, §9)', () => {
  it('asks once with high accuracy, a 10000 ms timeout and no cache, and keeps the position', async () => {
    const { snap, calls } = await run('prompt', { position: here });
    expect(snap.value).toBe('located');
    expect(snap.context.position).toEqual(here);
    expect(calls).toEqual([{ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 }]);
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10000);
  });

  it('unsupported shows the spec text and never asks', async () => {
    const { snap, calls } = await run('unsupported', { position: here });
    expect(snap.value).toBe('unsupported');
    expect(snap.context.message).toBe('Geolocation is not supported by your browser.');
    expect(calls).toHaveLength(0);
  });

  it('blocked shows "Location Permission Needed" with instructions', async () => {
    const { snap } = await run('denied', { position: here });
    expect(snap.value).toBe('blocked');
    expect(snap.context.title).toBe('Location Permission Needed');
    expect(snap.context.message).toMatch(/allow Location/);
  });

  it('refused shows the spec text', async () => {
    const { snap } = await run('prompt', { code: 1 });
    expect(snap.value).toBe('refused');
    expect(snap.context.message).toBe('Location permission is required to submit the timesheet.');
  });

  it('a timeout is a failure that can be retried', async () => {
    const { snap } = await run('granted', { code: 3 });
    expect(snap.value).toBe('failed');
    expect(snap.can({ type: 'geolocation.retry' })).toBe(true);
  });
});

describe('every state of the chart is exercised', () => {
  it('visits each state node across the device outcomes, and dismiss returns to idle', async () => {
    const seen = new Set<string>();
    const outcomes: [PermissionState, { position?: DevicePosition; code?: number }][] = [
      ['prompt', { position: here }],
      ['unsupported', {}],
      ['denied', {}],
      ['prompt', { code: 1 }],
      ['granted', { code: 2 }],
    ];
    for (const [permission, outcome] of outcomes) {
      const actor = createActor(device(permission, outcome).chart);
      actor.subscribe((s) => seen.add(String(s.value)));
      actor.start();
      seen.add(String(actor.getSnapshot().value));
      actor.send({ type: 'geolocation.request' });
      const done = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('idle'));
      if (done.hasTag('alert')) {
        actor.send({ type: 'geolocation.dismiss' });
        expect(actor.getSnapshot().value).toBe('idle');
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(geolocationCapture.states).sort());
  });
});

import { createActor, fromPromise, waitFor } from 'xstate';
import {
  geolocationCapture,
  type PermissionState,
} from '../../../machines/geolocation/geolocation.screen';
import type { LocationProblem } from '../../resources/timesheets/entry.screen';
import type { DevicePosition, GEOLOCATION_OPTIONS } from '../../domain/timesheets/geolocation';

/** The Permissions API answer, 'unsupported' without navigator.geolocation. */
export const checkPermission = fromPromise<PermissionState>(async () => {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'unsupported';
  const status = await navigator.permissions.query({ name: 'geolocation' });
  return status.state;
});

export const getPosition = fromPromise<DevicePosition, typeof GEOLOCATION_OPTIONS>(
  ({ input }) =>
    new Promise((resolve, reject) => {
      navigator.geolocation.getCurrentPosition(
        (p) =>
          resolve({
            latitude: p.coords.latitude,
            longitude: p.coords.longitude,
            accuracy: p.coords.accuracy,
            captured_at: new Date(p.timestamp).toISOString(),
          }),
        (e) => reject(Object.assign(new Error(e.message), { code: e.code })),
        input,
      );
    }),
);

export const browserGeolocation = geolocationCapture.provide({
  actors: { checkPermission, getPosition },
});

/**
 * Runs the geolocation chart once: resolves with the position, or rejects with the §8 title and
 * message of the state it stopped in (unsupported, blocked, refused, failed).
 */
export const locateDevice = fromPromise<DevicePosition>(async ({ signal }) => {
  const actor = createActor(browserGeolocation).start();
  signal.addEventListener('abort', () => actor.stop());
  actor.send({ type: 'geolocation.request' });
  try {
    const settled = await waitFor(actor, (s) => s.status === 'done' || s.hasTag('alert'), {
      timeout: Infinity,
    });
    const { position, title, message } = settled.context;
    if (settled.status === 'done' && position) return position;
    const problem: LocationProblem = { title, message: message ?? '' };
    throw Object.assign(new Error(problem.message), problem);
  } finally {
    actor.stop();
  }
});

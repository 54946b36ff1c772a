import { assign, fromPromise, setup } from 'xstate';
import {
  GEOLOCATION_BLOCKED_INSTRUCTIONS,
  GEOLOCATION_BLOCKED_TITLE,
  GEOLOCATION_FAILED,
  GEOLOCATION_OPTIONS,
  GEOLOCATION_REFUSED,
  GEOLOCATION_UNSUPPORTED,
  PERMISSION_DENIED,
  type DevicePosition,
} from '../../src/domain/timesheets/geolocation';

export type PermissionState = 'granted' | 'prompt' | 'denied' | 'unsupported';

export interface GeolocationContext {
  position: DevicePosition | null;
  title: string | null;
  message: string | null;
}

export type GeolocationEvent =
  { type: 'geolocation.request' } | { type: 'geolocation.retry' } | { type: 'geolocation.dismiss' };

/**
 * Captures the device location for a timesheet submission (spec §2, §8, §9). The browser supplies
 * the two actors with `provide`; the server never runs this chart.
 */
export const geolocationCapture = setup({
  types: { context: {} as GeolocationContext, events: {} as GeolocationEvent },
  actors: {
    /** The Permissions API answer for 'geolocation', or 'unsupported' without navigator.geolocation. */
    checkPermission: fromPromise<PermissionState>(async () => 'unsupported'),
    /** navigator.geolocation.getCurrentPosition with the given options. */
    getPosition: fromPromise<DevicePosition, typeof GEOLOCATION_OPTIONS>(async () => {
      throw new Error('getPosition is provided by the browser');
    }),
  },
  guards: {
    isUnsupported: ({ event }) =>
      (event as unknown as { output: PermissionState }).output === 'unsupported',
    isBlocked: ({ event }) => (event as unknown as { output: PermissionState }).output === 'denied',
    wasRefused: ({ event }) =>
      (event as unknown as { error: { code?: number } | undefined }).error?.code ===
      PERMISSION_DENIED,
  },
}).createMachine({
  id: 'geolocation',
  description:
    'Asks the device for one fresh, high-accuracy position before a timesheet is submitted.',
  context: { position: null, title: null, message: null },
  initial: 'idle',
  states: {
    idle: { on: { 'geolocation.request': 'checking' } },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkPermission',
        onDone: [
          {
            guard: 'isUnsupported',
            target: 'unsupported',
            description: 'Browsers without geolocation cannot submit with a location.',
          },
          {
            guard: 'isBlocked',
            target: 'blocked',
            description: 'Permission was blocked earlier: the user must unblock it in the browser.',
          },
          { target: 'locating' },
        ],
        onError: {
          target: 'locating',
          description: 'Without the Permissions API the browser asks directly.',
        },
      },
    },
    locating: {
      tags: ['busy'],
      description: 'High accuracy, 10000 ms timeout, no cached position (spec §9).',
      invoke: {
        src: 'getPosition',
        input: () => GEOLOCATION_OPTIONS,
        onDone: {
          target: 'located',
          actions: assign({ position: ({ event }) => event.output, title: null, message: null }),
        },
        onError: [
          { guard: 'wasRefused', target: 'refused', description: 'The user refused the prompt.' },
          { target: 'failed', description: 'Timeout or position unavailable.' },
        ],
      },
    },
    located: { type: 'final', description: 'The position travels with the submit event.' },
    unsupported: {
      tags: ['alert'],
      entry: assign({ title: null, message: GEOLOCATION_UNSUPPORTED }),
      on: { 'geolocation.dismiss': 'idle' },
    },
    blocked: {
      tags: ['alert'],
      entry: assign({
        title: GEOLOCATION_BLOCKED_TITLE,
        message: GEOLOCATION_BLOCKED_INSTRUCTIONS,
      }),
      on: { 'geolocation.retry': 'checking', 'geolocation.dismiss': 'idle' },
    },
    refused: {
      tags: ['alert'],
      entry: assign({ title: null, message: GEOLOCATION_REFUSED }),
      on: { 'geolocation.retry': 'checking', 'geolocation.dismiss': 'idle' },
    },
    failed: {
      tags: ['alert'],
      entry: assign({ title: null, message: GEOLOCATION_FAILED }),
      on: { 'geolocation.retry': 'checking', 'geolocation.dismiss': 'idle' },
    },
  },
});

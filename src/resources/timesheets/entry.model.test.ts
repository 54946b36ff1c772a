import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { assignment, timesheet } from './entry.fixtures';
import { timesheetEntryScreen } from './entry.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof timesheetEntryScreen>>;
  settle: Settle;
  toasts: string[];
}

const here = {
  latitude: 41.88,
  longitude: -87.63,
  accuracy: 9,
  captured_at: '2026-12-07T18:00:00Z',
};
const input = { id: null, today: '2026-12-09' };
const view = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof timesheetEntryScreen.getInitialSnapshot>['context'];
  return {
    value: s.value,
    monday: c.monday,
    rows: c.rows.map((r) => [r.date, r.time_start, r.time_end, r.status, r.dirty]),
    errors: Object.keys(c.errors),
    error: c.error,
    problem: c.problem,
    position: c.position,
  };
};

describeModel<Sut>('timesheet entry screen', timesheetEntryScreen, {
  input,
  events: [
    {
      type: 'xstate.done.actor.loadEntry',
      output: { assignments: [assignment], timesheet: null, assignmentId: assignment.id, week: [] },
    },
    {
      type: 'xstate.done.actor.loadEntry',
      output: {
        assignments: [assignment],
        timesheet: timesheet('rejected'),
        assignmentId: assignment.id,
        week: [],
      },
    },
    { type: 'xstate.error.actor.loadEntry', error: new Error('Not signed in') },
    { type: 'entry.edit', index: 0, field: 'time_start', value: '09:00' },
    { type: 'entry.edit', index: 0, field: 'time_end', value: '17:00' },
    { type: 'entry.edit', index: 1, field: 'time_start', value: '9am' },
    { type: 'entry.leave', index: 1, field: 'time_start' },
    { type: 'xstate.done.actor.loadWeek', output: [] },
    { type: 'xstate.error.actor.loadWeek', error: new Error('Not signed in') },
    { type: 'entry.week', monday: '2026-12-14' },
    { type: 'entry.assignment', assignmentId: assignment.id },
    { type: 'entry.timezone', timezone: 'America/Chicago' },
    { type: 'xstate.done.actor.saveRow', output: timesheet('draft') },
    {
      type: 'xstate.error.actor.saveRow',
      error: new Error('Some fields are missing or there are formatting issues'),
    },
    { type: 'xstate.done.actor.locate', output: here },
    {
      type: 'xstate.error.actor.locate',
      error: Object.assign(new Error('Location permission is required to submit the timesheet.'), {
        title: null,
      }),
    },
    { type: 'xstate.done.actor.submitRow', output: timesheet('submitted') },
    { type: 'xstate.error.actor.submitRow', error: new Error('Not allowed now') },
  ],
  serialize: view,
  createSut: () => {
    const { actors, settle } = deferredActors([
      'loadEntry',
      'loadWeek',
      'saveRow',
      'locate',
      'submitRow',
    ] as const);
    const toasts: string[] = [];
    const chart = timesheetEntryScreen.provide({
      actors,
      actions: {
        notifyInvalid: () => void toasts.push('invalid'),
        notifySaved: () => void toasts.push('saved'),
      },
    }) as typeof timesheetEntryScreen;
    return { actor: createActor(chart, { input }).start(), settle, toasts };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => {
    expect(sut.actor.getSnapshot().value).toBe('loading');
    expect(sut.actor.getSnapshot().context.monday).toBe('2026-12-07');
  },
  states: {
    loading: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    copying: (sut, model) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(view(sut.actor.getSnapshot()).rows).toEqual(view(model).rows);
    },
    failed: (sut) => {
      expect(sut.actor.getSnapshot().context.error).toBe('Not signed in');
      expect(sut.actor.getSnapshot().can({ type: 'entry.retry' })).toBe(true);
    },
    editing: (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().can({ type: 'entry.save' })).toBe(true);
    },
    saving: (sut, model) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(sut.actor.getSnapshot().can({ type: 'entry.submit' })).toBe(false);
      expect(view(sut.actor.getSnapshot()).rows).toEqual(view(model).rows);
    },
    locating: (sut) => {
      const s = sut.actor.getSnapshot();
      expect(s.hasTag('busy')).toBe(true);
      expect(
        s.context.rows.every((r) => r.id !== null || (r.time_start === '' && r.time_end === '')),
      ).toBe(true);
    },
    locationNeeded: (sut) => {
      const s = sut.actor.getSnapshot();
      expect(s.hasTag('alert')).toBe(true);
      expect(s.context.problem).toEqual({
        title: null,
        message: 'Location permission is required to submit the timesheet.',
      });
      expect(s.context.rows.some((r) => r.status === 'submitted')).toBe(false);
    },
    submitting: (sut) => expect(sut.actor.getSnapshot().context.position).toEqual(here),
    submitted: (sut) => {
      const s = sut.actor.getSnapshot();
      expect(s.hasTag('done')).toBe(true);
      expect(s.context.rows.filter((r) => r.id).every((r) => r.status === 'submitted')).toBe(true);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadEntry', 'loadWeek', 'saveRow', 'locate', 'submitRow']),
    'entry.leave': (sut, e) => sut.actor.send(e as never),
    'entry.copyLastWeek': (sut, e) => sut.actor.send(e as never),
    'entry.retry': (sut, e) => sut.actor.send(e as never),
    'entry.assignment': (sut, e) => sut.actor.send(e as never),
    'entry.week': (sut, e) => sut.actor.send(e as never),
    'entry.timezone': (sut, e) => sut.actor.send(e as never),
    'entry.edit': (sut, e) => sut.actor.send(e as never),
    'entry.save': (sut, e) => sut.actor.send(e as never),
    'entry.submit': (sut, e) => sut.actor.send(e as never),
    'entry.locationRetry': (sut, e) => sut.actor.send(e as never),
    'entry.locationDismiss': (sut, e) => sut.actor.send(e as never),
  },
});

import { expect, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { POLL_MS, timesheetUploadScreen } from './chart';
import type { UploadReport } from './contract';

interface Sut {
  actor: ReturnType<typeof createActor<typeof timesheetUploadScreen>>;
  settle: Settle;
}

const file = {
  name: 'week.csv',
  text: async () => 'assignment_id,date,time_start,time_end,break_time_minutes\n',
};
const imported: UploadReport = {
  id: 'u1',
  status: 'imported',
  imported: 2,
  processed: 2,
  total: 2,
  rows: [
    { row: 2, ok: true, errors: [] },
    { row: 3, ok: true, errors: [] },
  ],
  created_at: '2026-12-07T10:00:00Z',
};
const rejected: UploadReport = {
  id: 'u2',
  status: 'rejected',
  imported: 0,
  processed: 0,
  total: 0,
  rows: [
    { row: 2, ok: true, errors: [] },
    { row: 3, ok: false, errors: ['time_end: Enter the end time as HH:MM (24-hour)'] },
  ],
  created_at: '2026-12-07T10:00:00Z',
};
const importing: UploadReport = { ...imported, status: 'importing', imported: 0, processed: 0 };
const halfway: UploadReport = { ...importing, processed: 1 };
const view = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof timesheetUploadScreen.getInitialSnapshot>['context'];
  return {
    value: s.value,
    id: c.id,
    file: c.file?.name ?? null,
    report: c.report?.id ?? null,
    status: c.report?.status ?? null,
    processed: c.report?.processed ?? null,
    error: c.error,
  };
};

describeModel<Sut>('timesheet upload screen', timesheetUploadScreen, {
  input: { id: null },
  events: [
    { type: 'xstate.done.actor.loadUpload', output: null },
    { type: 'xstate.done.actor.loadUpload', output: rejected },
    { type: 'xstate.done.actor.loadUpload', output: importing },
    { type: 'xstate.done.actor.pollUpload', output: halfway },
    { type: 'xstate.done.actor.pollUpload', output: imported },
    { type: 'xstate.error.actor.pollUpload', error: new Error('Not Found') },
    { type: 'xstate.error.actor.loadUpload', error: new Error('Not Found') },
    { type: 'upload.choose', file },
    { type: 'upload.choose', file: null },
    { type: 'xstate.done.actor.sendUpload', output: imported },
    { type: 'xstate.done.actor.sendUpload', output: rejected },
    { type: 'xstate.done.actor.sendUpload', output: importing },
    {
      type: 'xstate.error.actor.sendUpload',
      error: new Error('Some fields are missing or there are formatting issues'),
    },
  ],
  serialize: view,
  createSut: () => {
    vi.useFakeTimers();
    const { actors, settle } = deferredActors(['loadUpload', 'pollUpload', 'sendUpload'] as const);
    return {
      actor: createActor(
        timesheetUploadScreen.provide({ actors }) as typeof timesheetUploadScreen,
        { input: { id: null } },
      ).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().value).toBe('loading'),
  states: {
    loading: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    failed: (sut) => expect(sut.actor.getSnapshot().context.error).toBe('Not Found'),
    choosing: (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().can({ type: 'upload.send' })).toBe(
        model.context.file !== null,
      );
    },
    uploading: (sut) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(sut.actor.getSnapshot().context.file?.name).toBe('week.csv');
    },
    'importing.waiting': (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
    },
    'importing.checking': (sut, model) =>
      expect(view(sut.actor.getSnapshot())).toEqual(view(model)),
    reported: (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().context.report?.status).toBe(model.context.report.status);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadUpload', 'pollUpload', 'sendUpload']),
    'xstate.after.poll.timesheetUpload.importing.waiting': async (sut) => {
      await vi.advanceTimersByTimeAsync(POLL_MS - 1);
      expect(sut.actor.getSnapshot().matches({ importing: 'waiting' })).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
    },
    'upload.choose': (sut, e) => sut.actor.send(e as never),
    'upload.send': (sut, e) => sut.actor.send(e as never),
    'upload.retry': (sut, e) => sut.actor.send(e as never),
    'upload.another': (sut, e) => sut.actor.send(e as never),
  },
});

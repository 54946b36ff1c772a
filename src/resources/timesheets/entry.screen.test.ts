import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Timesheet } from './contract';
import { LOOSE_TIME_HINT } from '../../domain/timesheets/loose-time';
import { entryBody, type EntryRow } from './entry-rows';
import { assignment, timesheet } from './entry.fixtures';
import { timesheetEntryScreen, type EntryLoad } from './entry.screen';

const here = {
  latitude: 41.88,
  longitude: -87.63,
  accuracy: 9,
  captured_at: '2026-12-07T18:00:00Z',
};

function screen(
  opts: {
    failSaveAt?: number;
    locate?: () => Promise<typeof here>;
    week?: Timesheet[];
    lastWeek?: Timesheet[];
  } = {},
) {
  const saved: EntryRow[] = [];
  const submitted: { id: string; position: typeof here }[] = [];
  const toasts: string[] = [];
  let n = 0;
  const chart = timesheetEntryScreen.provide({
    actors: {
      loadEntry: fromPromise(async (): Promise<EntryLoad> => ({
        assignments: [assignment],
        timesheet: null,
        assignmentId: assignment.id,
        week: opts.week ?? [],
      })),
      loadWeek: fromPromise(async () => opts.lastWeek ?? []),
      saveRow: fromPromise(async ({ input }) => {
        n += 1;
        if (n === opts.failSaveAt) throw new Error('The server is unavailable');
        saved.push(input.row);
        return timesheet('draft', { id: `id-${input.row.date}`, date: input.row.date });
      }),
      locate: fromPromise(opts.locate ?? (async () => here)),
      submitRow: fromPromise(async ({ input }) => {
        submitted.push(input);
        return timesheet('submitted', { id: input.id });
      }),
    },
    actions: {
      notifyInvalid: () => void toasts.push('invalid'),
      notifySaved: () => void toasts.push('saved'),
    },
  });
  const actor = createActor(chart, { input: { id: null, today: '2026-12-09' } }).start();
  const type = (index: number, start: string, end: string) => {
    actor.send({ type: 'entry.edit', index, field: 'time_start', value: start });
    actor.send({ type: 'entry.edit', index, field: 'time_end', value: end });
  };
  return { actor, saved, submitted, toasts, type };
}

describe('timesheet entry screen', () => {
  it('saves each entered day, captures one position and submits every day with it', async () => {
    const { actor, saved, submitted, type } = screen();
    await waitFor(actor, (s) => s.matches('editing'));
    type(0, '09:00', '17:00');
    type(4, '22:00', '06:00');
    actor.send({ type: 'entry.submit' });
    const done = await waitFor(actor, (s) => s.matches('submitted'));
    expect(saved.map((r) => r.date)).toEqual(['2026-12-07', '2026-12-11']);
    expect(submitted).toEqual([
      { id: 'id-2026-12-07', position: here },
      { id: 'id-2026-12-11', position: here },
    ]);
    expect(done.context.rows.filter((r) => r.status).map((r) => r.status)).toEqual([
      'submitted',
      'submitted',
    ]);
  });

  it('a failed save keeps what was stored and everything typed; saving again does not duplicate', async () => {
    const { actor, saved, toasts, type } = screen({ failSaveAt: 2 });
    await waitFor(actor, (s) => s.matches('editing'));
    type(0, '09:00', '17:00');
    type(1, '10:00', '18:00');
    actor.send({ type: 'entry.save' });
    const failed = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(failed.context.error).toBe('The server is unavailable');
    expect(failed.context.rows[0]).toMatchObject({ id: 'id-2026-12-07', dirty: false });
    expect(failed.context.rows[1]).toMatchObject({
      id: null,
      time_start: '10:00',
      time_end: '18:00',
      dirty: true,
    });
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.rows[1]?.id !== null);
    expect(saved.map((r) => r.date)).toEqual(['2026-12-07', '2026-12-08']);
    expect(toasts).toEqual(['invalid', 'saved']);
  });

  it('invalid rows show field errors and the failed-form toast without calling the server', async () => {
    const { actor, saved, toasts, type } = screen();
    await waitFor(actor, (s) => s.matches('editing'));
    type(2, 'nine', '17:00');
    actor.send({ type: 'entry.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ 2: { time_start: LOOSE_TIME_HINT } });
    expect(toasts).toEqual(['invalid']);
    expect(saved).toEqual([]);
  });

  it('without a position nothing is submitted; the drafts stay and retry submits them', async () => {
    let refuse = true;
    const { actor, submitted, type } = screen({
      locate: async () => {
        if (refuse)
          throw Object.assign(
            new Error('Location permission is required to submit the timesheet.'),
            { title: null },
          );
        return here;
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    type(0, '09:00', '17:00');
    actor.send({ type: 'entry.submit' });
    const alert = await waitFor(actor, (s) => s.matches('locationNeeded'));
    expect(alert.context.problem?.message).toBe(
      'Location permission is required to submit the timesheet.',
    );
    expect(alert.context.rows[0]?.status).toBe('draft');
    expect(submitted).toEqual([]);
    refuse = false;
    actor.send({ type: 'entry.locationRetry' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submitted).toHaveLength(1);
  });

  it('submitted days are read-only; the week stays while a stored day has unsaved changes', async () => {
    const { actor, type } = screen();
    await waitFor(actor, (s) => s.matches('editing'));
    type(0, '09:00', '17:00');
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.rows[0]?.id !== null);
    expect(actor.getSnapshot().can({ type: 'entry.week', monday: '2026-12-14' })).toBe(true);
    type(0, '10:00', '17:00');
    expect(actor.getSnapshot().can({ type: 'entry.week', monday: '2026-12-14' })).toBe(false);
    actor.send({ type: 'entry.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(
      actor
        .getSnapshot()
        .can({ type: 'entry.edit', index: 0, field: 'time_start', value: '10:00' }),
    ).toBe(false);
  });

  it('reads times as people type them, saves them as 24-hour times and names a cell it cannot read', async () => {
    const { actor, saved, type } = screen();
    await waitFor(actor, (s) => s.matches('editing'));
    type(0, '8', '4:30pm');
    type(1, '0830', '17:00');
    type(2, '8am', 'later');
    actor.send({ type: 'entry.leave', index: 2, field: 'time_end' });
    expect(actor.getSnapshot().context.errors).toEqual({ 2: { time_end: LOOSE_TIME_HINT } });
    type(2, '', '');
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.rows[1]?.id !== null);
    expect(
      saved.map((r) => entryBody(r, assignment.id, 'UTC')).map((b) => [b.time_start, b.time_end]),
    ).toEqual([
      ['08:00', '16:30'],
      ['08:30', '17:00'],
    ]);
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({
      time_start: '08:00',
      time_end: '16:30',
    });
  });

  it('reopening a week shows its stored days, edits them in place and submits the drafts', async () => {
    const week = [
      timesheet('draft', { id: 'mon', date: '2026-12-07' }),
      timesheet('rejected', {
        id: 'tue',
        date: '2026-12-08',
        rejection_reason: 'Lunch was an hour',
      }),
      timesheet('submitted', { id: 'wed', date: '2026-12-09' }),
    ];
    const { actor, saved, submitted } = screen({ week });
    const open = await waitFor(actor, (s) => s.matches('editing'));
    expect(open.context.rows.slice(0, 3).map((r) => [r.id, r.status, r.dirty])).toEqual([
      ['mon', 'draft', false],
      ['tue', 'rejected', false],
      ['wed', 'submitted', false],
    ]);
    expect(open.context.rows[1]?.rejection_reason).toBe('Lunch was an hour');
    actor.send({ type: 'entry.edit', index: 1, field: 'break_minutes', value: '60' });
    actor.send({ type: 'entry.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(saved.map((r) => r.id)).toEqual(['tue']);
    expect(submitted.map((s) => s.id)).toEqual(['mon', 'id-2026-12-08']);
  });

  it('"Copy last week" fills the blank days from the stored week before', async () => {
    const lastWeek = [
      timesheet('approved', {
        id: 'a',
        date: '2026-11-30',
        time_start: '07:30',
        time_end: '16:00',
      }),
      timesheet('deleted', { id: 'b', date: '2026-12-01', time_start: '06:00', time_end: '14:00' }),
      timesheet('submitted', {
        id: 'c',
        date: '2026-12-02',
        time_start: '10:00',
        time_end: '18:00',
      }),
    ];
    const { actor, type } = screen({ lastWeek });
    await waitFor(actor, (s) => s.matches('editing'));
    type(2, '09:00', '12:00');
    actor.send({ type: 'entry.copyLastWeek' });
    const done = await waitFor(actor, (s) => s.matches('editing'));
    expect(done.context.rows.map((r) => [r.time_start, r.time_end, r.id, r.dirty])).toEqual([
      ['07:30', '16:00', null, true],
      ['', '', null, false],
      ['09:00', '12:00', null, true],
      ['', '', null, false],
      ['', '', null, false],
      ['', '', null, false],
      ['', '', null, false],
    ]);
  });
});

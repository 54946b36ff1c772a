import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Assignment } from '../assignments/contract';
import type { Timesheet } from './contract';
import { HOURS_HINT } from '../../domain/timesheets/hours-only';
import { entryBody, rowHours, weekTotal, type EntryRow } from './entry-rows';
import { assignment, timesheet } from './entry.fixtures';
import { timesheetEntryScreen, type EntryLoad } from './entry.screen';

/** Enter Time on an assignment that allows hours only (issue 24): one hours cell a day. */
const hoursOnly: Assignment = {
  ...assignment,
  id: '33333333-3333-4333-8333-333333333333',
  allows_hours_only: true,
};

function screen(week: Timesheet[] = []) {
  const saved: EntryRow[] = [];
  const chart = timesheetEntryScreen.provide({
    actors: {
      loadEntry: fromPromise(async ({ input }): Promise<EntryLoad> => ({
        assignments: [hoursOnly, assignment],
        timesheet: null,
        assignmentId: input.assignmentId || hoursOnly.id,
        week: input.assignmentId === assignment.id ? [] : week,
      })),
      saveRow: fromPromise(async ({ input }) => {
        saved.push(input.row);
        return timesheet('draft', {
          id: `id-${input.row.date}`,
          date: input.row.date,
          type: 'hours_only',
          time_start: null,
          time_end: null,
        });
      }),
    },
  });
  const actor = createActor(chart, { input: { id: null, today: '2026-12-09' } }).start();
  return { actor, saved };
}

describe('timesheet entry with hours only', () => {
  it('opens the week as hours-only days and saves the hours typed, without times', async () => {
    const { actor, saved } = screen();
    const s = await waitFor(actor, (x) => x.matches('editing'));
    expect(s.context.rows.every((r) => r.hours_only)).toBe(true);
    actor.send({ type: 'entry.edit', index: 0, field: 'hours', value: '7.5' });
    actor.send({ type: 'entry.edit', index: 2, field: 'hours', value: '8' });
    expect(weekTotal(actor.getSnapshot().context.rows)).toBe(1_550);
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (x) => x.matches('editing') && x.context.rows[2]?.id !== null);
    expect(saved.map((r) => entryBody(r, hoursOnly.id, 'UTC'))).toEqual([
      expect.objectContaining({
        date: '2026-12-07',
        hours: '7.5',
        time_start: null,
        time_end: null,
        break_time_minutes: 0,
      }),
      expect.objectContaining({ date: '2026-12-09', hours: '8', time_start: null, time_end: null }),
    ]);
  });

  it('guards the cells: an hours-only day takes no times, and hours need an assignment allowing them', async () => {
    const { actor } = screen();
    await waitFor(actor, (x) => x.matches('editing'));
    expect(
      actor.getSnapshot().can({ type: 'entry.edit', index: 0, field: 'time_start', value: '9' }),
    ).toBe(false);
    expect(
      actor.getSnapshot().can({ type: 'entry.edit', index: 0, field: 'hours', value: '8' }),
    ).toBe(true);
    actor.send({ type: 'entry.assignment', assignmentId: assignment.id });
    const timed = await waitFor(
      actor,
      (x) => x.matches('editing') && x.context.assignmentId === assignment.id,
    );
    expect(timed.context.rows.some((r) => r.hours_only)).toBe(false);
    expect(timed.can({ type: 'entry.edit', index: 0, field: 'hours', value: '8' })).toBe(false);
    expect(timed.can({ type: 'entry.edit', index: 0, field: 'time_start', value: '9' })).toBe(true);
  });

  it('says on the cell when hours cannot be read, and refuses to save them', async () => {
    const { actor, saved } = screen();
    await waitFor(actor, (x) => x.matches('editing'));
    actor.send({ type: 'entry.edit', index: 1, field: 'hours', value: '25' });
    actor.send({ type: 'entry.leave', index: 1, field: 'hours' });
    expect(actor.getSnapshot().context.errors).toEqual({ 1: { hours: HOURS_HINT } });
    expect(rowHours(actor.getSnapshot().context.rows[1] as EntryRow)).toBeNull();
    actor.send({ type: 'entry.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ 1: { hours: HOURS_HINT } });
    expect(saved).toEqual([]);
  });

  it('shows a stored hours-only day with its hours', async () => {
    const stored = timesheet('rejected', {
      type: 'hours_only',
      time_start: null,
      time_end: null,
      hours_hundredths: 625,
      date: '2026-12-08',
    });
    const { actor } = screen([stored]);
    const s = await waitFor(actor, (x) => x.matches('editing'));
    expect(s.context.rows[1]).toMatchObject({
      hours_only: true,
      hours: '6.25',
      time_start: '',
      status: 'rejected',
      dirty: false,
    });
  });

  it('asks for the hours of at least one day when nothing is entered', async () => {
    const { actor } = screen();
    await waitFor(actor, (x) => x.matches('editing'));
    actor.send({ type: 'entry.save' });
    expect(actor.getSnapshot().context.error).toBe('Enter the hours of at least one day.');
  });
});

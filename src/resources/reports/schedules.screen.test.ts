import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ReportSchedule } from './contract';
import { reportSchedulesScreen, type ScheduleDraft, type SchedulesData } from './schedules.screen';

const draft: ScheduleDraft = {
  report: 'payroll_register',
  params: { from: '2026-01-01', to: '2026-12-31' },
  frequency: 'weekly',
  weekday: 1,
  month_day: null,
  time: '08:00',
  time_zone: 'America/Chicago',
  recipients: [],
};

describe('report schedules screen', () => {
  it('creates, pauses and deletes, loading the list again after each; a refusal shows by its fields', async () => {
    const calls: string[] = [];
    let schedules: ReportSchedule[] = [];
    let refuse = true;
    const actor = createActor(
      reportSchedulesScreen.provide({
        actors: {
          loadSchedules: fromPromise(
            async ({
              input,
            }: {
              input: { report: ScheduleDraft['report'] };
            }): Promise<SchedulesData> => {
              calls.push(`load ${input.report}`);
              return { schedules, recipients: [] };
            },
          ),
          createSchedule: fromPromise(
            async ({ input }: { input: ScheduleDraft }): Promise<unknown> => {
              if (refuse)
                throw Object.assign(new Error('Please fix'), {
                  fields: { time: 'Use a time such as 09:00' },
                });
              calls.push(`create ${input.frequency} ${input.time}`);
              schedules = [{ id: 's1' } as ReportSchedule];
              return null;
            },
          ),
          changeSchedule: fromPromise(
            async ({
              input,
            }: {
              input:
                { kind: 'pause'; id: string; paused: boolean } | { kind: 'delete'; id: string };
            }): Promise<unknown> => {
              calls.push(`${input.kind} ${input.id}`);
              return null;
            },
          ),
        },
      }),
      { input: { draft } },
    ).start();
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'schedule.create' });
    const refused = await waitFor(actor, (s) => s.matches('shown') && s.context.error !== null);
    expect(refused.context.fields).toEqual({ time: 'Use a time such as 09:00' });
    refuse = false;
    actor.send({ type: 'draft.set', patch: { time: '09:30' } });
    actor.send({ type: 'schedule.create' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.data?.schedules.length === 1);
    actor.send({ type: 'schedule.pause', id: 's1', paused: true });
    await waitFor(actor, (s) => s.matches('shown') && calls.includes('pause s1'));
    actor.send({ type: 'schedule.delete', id: 's1' });
    await waitFor(actor, (s) => s.matches('shown') && calls.includes('delete s1'));
    actor.send({
      type: 'draft.choose',
      report: 'hours',
      params: { from: '2026-01-01', to: '2026-12-31', by: 'week' },
    });
    await waitFor(actor, (s) => s.matches('shown') && calls.at(-1) === 'load hours');
    expect(calls).toEqual([
      'load payroll_register',
      'create weekly 09:30',
      'load payroll_register',
      'pause s1',
      'load payroll_register',
      'delete s1',
      'load payroll_register',
      'load hours',
    ]);
  });

  it('a failed load offers Try again', async () => {
    let fail = true;
    const actor = createActor(
      reportSchedulesScreen.provide({
        actors: {
          loadSchedules: fromPromise(async (): Promise<SchedulesData> => {
            if (fail) throw new Error('Network down');
            return { schedules: [], recipients: [] };
          }),
        },
      }),
      { input: { draft } },
    ).start();
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('Network down');
    fail = false;
    actor.send({ type: 'schedules.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  resourceDetailScreen,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import type { ReportSchedule } from './contract';
import { renderPage, textOf } from '../../../tests/view/render-page';
import { DetailBody } from '../../app/components/kit/resource-detail-view';
import { scheduleDetailPage } from './schedule-detail';

const SCHEDULE: ReportSchedule = {
  id: '7a0d3c1e-8b1f-4f57-9a61-0c2d2f3b4a5c',
  report: 'hours',
  report_title: 'Hours',
  params: { from: '2026-11-01', to: '2026-11-30', by: 'client' },
  frequency: 'weekly',
  weekday: 1,
  month_day: null,
  time: '08:00',
  time_zone: 'America/Chicago',
  recipients: [
    {
      id: '0b3f7c52-1d7e-4a8e-8f0b-2b6f1f1b9d11',
      name: 'Rita Recruiter',
      email: 'recruiter@acme.test',
    },
  ],
  paused: false,
  next_run: '2026-11-23T08:00',
  created_at: '2026-11-20T15:00:00.000Z',
};

/** The detail chart with a schedule that a step pauses or resumes, as the server would. */
function start() {
  let stored = SCHEDULE;
  const steps: { id: string; step: string }[] = [];
  const logic = resourceDetailScreen.provide({
    actors: {
      loadDetail: fromPromise<DetailLoad, { id: string }>(async () => ({
        item: stored,
        history: null,
      })),
      runStep: fromPromise<string, { id: string; step: string }>(async ({ input }) => {
        steps.push(input);
        stored = { ...stored, paused: input.step === 'pause' };
        return input.step === 'pause' ? 'Paused: it makes no runs until resumed.' : 'Resumed.';
      }),
    },
  });
  return {
    actor: createActor(logic, { input: { id: SCHEDULE.id, workflow: null } }).start(),
    steps,
  };
}

const view = (actor: ReturnType<typeof start>['actor']) =>
  renderPage(
    <DetailBody snapshot={actor.getSnapshot()} send={actor.send} {...scheduleDetailPage} />,
  );

describe('a report schedule’s page', () => {
  it('shows the report, its parameters, when it runs, the next run and who gets it, and pauses then resumes it', async () => {
    const { actor, steps } = start();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const text = textOf(view(actor));
    expect(text).toContain('Schedule: Hours');
    expect(text).toContain('Report Hours');
    expect(text).toContain('When Every Monday at 08:00 (America/Chicago)');
    expect(text).toContain('Next run 2026-11-23 08:00 (America/Chicago)');
    expect(text).toContain('Mailed to Rita Recruiter &lt;recruiter@acme.test&gt;');
    expect(text).toContain('Status Active');
    // Edit opens the form of this schedule's report (its parameters).
    expect(view(actor)).toMatch(
      new RegExp(`<a[^>]*href="/report_schedules/${SCHEDULE.id}\\?edit=hours"[^>]*>Edit</a>`),
    );
    expect(view(actor)).toMatch(
      /<button type="button" data-state="loaded.idle"[^>]*>Pause<\/button>/,
    );
    expect(view(actor)).not.toMatch(/>Resume<\/button>/);

    actor.send({ type: 'detail.step', step: 'pause' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.done !== null);
    expect(steps).toEqual([{ id: SCHEDULE.id, step: 'pause' }]);
    const paused = textOf(view(actor));
    expect(paused).toContain('Status Paused');
    expect(paused).toContain('Next run None while paused');
    expect(paused).toContain('Paused: it makes no runs until resumed.');
    expect(view(actor)).toMatch(
      /<button type="button" data-state="loaded.idle"[^>]*>Resume<\/button>/,
    );

    actor.send({ type: 'detail.step', step: 'resume' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.done === 'Resumed.');
    expect(textOf(view(actor))).toContain('Status Active');
  });
});

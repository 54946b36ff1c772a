import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reportRequestScreen, type ReportRequest } from './request.screen';

const start: ReportRequest = { report: 'receivables_aging', params: { as_of: '2026-11-20' } };

describe('Run report screen', () => {
  it('chooses a report, sets a parameter and runs it; the run’s id is kept for the page to open', async () => {
    const sent: ReportRequest[] = [];
    const actor = createActor(
      reportRequestScreen.provide({
        actors: {
          runReport: fromPromise(async ({ input }: { input: ReportRequest }) => {
            sent.push(input);
            return { id: 'run-1' };
          }),
        },
      }),
      { input: { request: start } },
    ).start();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    actor.send({
      type: 'request.choose',
      report: 'hours',
      params: { from: '2026-01-01', to: '2026-11-20', by: 'worker' },
    });
    actor.send({ type: 'request.set', name: 'by', value: 'week' });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('submitted'));
    expect(done.context.runId).toBe('run-1');
    expect(sent).toEqual([
      { report: 'hours', params: { from: '2026-01-01', to: '2026-11-20', by: 'week' } },
    ]);
  });

  it('a refusal goes back to editing with the message of each field', async () => {
    const refusal = Object.assign(new Error('Please fix the errors below'), {
      fields: { 'params.as_of': 'Invalid date' },
    });
    const actor = createActor(
      reportRequestScreen.provide({
        actors: { runReport: fromPromise(async () => Promise.reject(refusal)) },
      }),
      { input: { request: start } },
    ).start();
    actor.send({ type: 'request.submit' });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(back.context.error?.fields).toEqual({ 'params.as_of': 'Invalid date' });
    // Choosing another report clears the refusal.
    actor.send({
      type: 'request.choose',
      report: 'payroll_register',
      params: { from: '2026-01-01', to: '2026-11-20' },
    });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

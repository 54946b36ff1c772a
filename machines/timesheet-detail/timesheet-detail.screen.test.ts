import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TimesheetDetail } from '../../src/domain/contracts/timesheets';
import { timesheetDetailScreen, type ActionRequest, type DetailData } from './timesheet-detail.screen';

const detail = { timesheet: { id: 't1', status: 'submitted' }, actions: [{ action: 'reject', label: 'Reject', available: true, reasons: [], who: 'deciders' }] } as unknown as TimesheetDetail;
const data: DetailData = { detail, history: [] };

class Refused extends Error {
  constructor(readonly reasons: string[]) {
    super('Unapprove is not allowed now');
  }
}

function start(perform: (req: ActionRequest) => Promise<DetailData>, load: () => Promise<DetailData> = async () => data) {
  const requests: ActionRequest[] = [];
  const actor = createActor(
    timesheetDetailScreen.provide({
      actors: {
        loadDetail: fromPromise(load),
        performAction: fromPromise(({ input }) => {
          requests.push(input);
          return perform(input);
        }),
      },
    }),
    { input: { id: 't1' } },
  ).start();
  return { actor, requests };
}

describe('timesheet detail screen', () => {
  it('loads, then offers a retry when loading fails', async () => {
    let calls = 0;
    const { actor } = start(async () => data, async () => {
      calls += 1;
      if (calls === 1) throw new Error('Not Found');
      return data;
    });
    expect(actor.getSnapshot().value).toBe('loading');
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Not Found');
    actor.send({ type: 'detail.retry' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.data).toEqual(data);
  });

  it('asks a reason before reject and sends it', async () => {
    const { actor, requests } = start(async () => data);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'detail.act', action: 'reject' });
    expect(actor.getSnapshot().matches({ loaded: 'askingReason' })).toBe(true);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'detail.confirm' })).toBe(false);
    actor.send({ type: 'detail.text', value: '  Hours do not match  ' });
    actor.send({ type: 'detail.confirm' });
    const done = await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(requests).toEqual([{ id: 't1', action: 'reject', reason: 'Hours do not match' }]);
    expect(done.context.done).toBe('Reject');
  });

  it('asks evidence for approve_with_evidence, and cancel sends nothing', async () => {
    const { actor, requests } = start(async () => data);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'detail.act', action: 'approve_with_evidence' });
    expect(actor.getSnapshot().matches({ loaded: 'askingEvidence' })).toBe(true);
    actor.send({ type: 'detail.cancel' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'detail.act', action: 'approve_with_evidence' });
    actor.send({ type: 'detail.text', value: 'Signed paper sheet' });
    actor.send({ type: 'detail.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(requests).toEqual([{ id: 't1', action: 'approve_with_evidence', evidence: 'Signed paper sheet' }]);
  });

  it('confirms destructive actions and sends plain ones at once', async () => {
    const { actor, requests } = start(async () => data);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'detail.act', action: 'delete' });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
    actor.send({ type: 'detail.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'detail.act', action: 'approve' });
    expect(actor.getSnapshot().matches({ loaded: 'acting' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(requests.map((r) => r.action)).toEqual(['delete', 'approve']);
  });

  it('shows the reasons of a refusal and reloads the timesheet', async () => {
    let loads = 0;
    const { actor } = start(
      async () => {
        throw new Refused(['Paid timesheets cannot be unapproved']);
      },
      async () => {
        loads += 1;
        return data;
      },
    );
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'detail.act', action: 'unapprove' });
    actor.send({ type: 'detail.confirm' });
    const after = await waitFor(actor, (s) => s.context.failure !== null && s.matches({ loaded: 'idle' }));
    expect(after.context.failure).toEqual({ message: 'Unapprove is not allowed now', reasons: ['Paid timesheets cannot be unapproved'] });
    expect(loads).toBe(2);
    actor.send({ type: 'detail.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

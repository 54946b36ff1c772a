import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ReportKey } from '../../domain/reports/keys';
import { reportGrantsScreen, type ReportGrants } from './grants.screen';

const granted = (keys: ReportKey[]): ReportGrants => ({
  allowed_reports: keys,
  runs: keys,
  grantable: true,
});

describe('Report grants screen', () => {
  it('loads the grants, saves only a change, and keeps the saved grants', async () => {
    const saved: ReportKey[][] = [];
    const actor = createActor(
      reportGrantsScreen.provide({
        actors: {
          loadGrants: fromPromise(async () => granted(['hours'])),
          saveGrants: fromPromise(
            async ({ input }: { input: { userId: string; allowed_reports: ReportKey[] } }) => {
              saved.push(input.allowed_reports);
              return granted(input.allowed_reports);
            },
          ),
        },
      }),
      { input: { userId: 'u1' } },
    ).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().can({ type: 'grants.save' })).toBe(false);
    actor.send({ type: 'grants.toggle', report: 'margin' });
    actor.send({ type: 'grants.toggle', report: 'hours' });
    expect(actor.getSnapshot().can({ type: 'grants.save' })).toBe(true);
    actor.send({ type: 'grants.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('editing'));
    expect(saved).toEqual([['margin']]);
    expect(done.context.saved?.allowed_reports).toEqual(['margin']);
  });

  it('a refusal keeps what was ticked; a failed load offers Retry', async () => {
    let loads = 0;
    const actor = createActor(
      reportGrantsScreen.provide({
        actors: {
          loadGrants: fromPromise(async () => {
            loads += 1;
            if (loads === 1) throw new Error('Network down');
            return granted([]);
          }),
          saveGrants: fromPromise(async () =>
            Promise.reject(new Error('Only admins and partner owners grant reports')),
          ),
        },
      }),
      { input: { userId: 'u1' } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Network down');
    actor.send({ type: 'grants.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'grants.toggle', report: 'hours' });
    actor.send({ type: 'grants.save' });
    const refused = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(refused.context.error).toBe('Only admins and partner owners grant reports');
    expect(refused.context.chosen).toEqual(['hours']);
  });
});

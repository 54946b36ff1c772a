import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { journalScreen } from './chart';
import type { JournalPage } from './contract';

const page: JournalPage = {
  data: [],
  meta: {
    page: 1,
    per_page: 50,
    total: 0,
    from: '2026-11-01',
    to: '2026-11-30',
    employer_name: 'Acme Staffing',
    total_debit_cents: 0,
    total_credit_cents: 0,
    unmapped: [],
  },
};
const input = { from: '2026-11-01', to: '2026-11-30', page: 1, per_page: 50 };

const start = (load: () => Promise<JournalPage>, exportIt: () => Promise<void>) =>
  createActor(
    journalScreen.provide({
      actors: { loadJournal: fromPromise(load), exportJournal: fromPromise(exportIt) },
    }),
    { input },
  ).start();

describe('journal screen', () => {
  it('loads, then says why a download was refused and stays on the journal', async () => {
    const actor = start(
      async () => page,
      async () => {
        throw new Error('Map these items to accounts before exporting: Cash');
      },
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.journal).toEqual(page);
    actor.send({ type: 'journal.export', format: 'iif' });
    expect(actor.getSnapshot().matches('exporting')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.exportError).toBe(
      'Map these items to accounts before exporting: Cash',
    );
  });

  it('offers a retry when the journal cannot load, and no download before it has', async () => {
    let calls = 0;
    const actor = start(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('Not Found');
        return page;
      },
      async () => {},
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Not Found');
    expect(actor.getSnapshot().can({ type: 'journal.export', format: 'csv' })).toBe(false);
    actor.send({ type: 'journal.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

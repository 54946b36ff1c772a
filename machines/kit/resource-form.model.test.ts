import { expect, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { resourceFormScreen } from './resource-form.screen';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { CONNIE, formFixtures, REFUSED, SUGGESTED } from './resource-form.fixtures';

const { chart, ADDRESS_REFUSED } = formFixtures('name', 'Name');
/** What a server says of a save (a rate change leaving approved work at its rates). */
const NOTICE = 'Rates saved, effective from 2026-11-20.';
const LOADED = {
  values: { name: '', people: [] },
  options: { partner_id: [{ value: 'p1', label: 'Acme' }] },
};

interface Sut {
  actor: ReturnType<typeof createActor<typeof resourceFormScreen>>;
  settle: Settle;
  toasts: number;
  opened: string[];
  /** The notices shown after saving, in order, before the saved record opens. */
  announced: string[];
  /** Submits sent while the check found something wrong: each must toast, and nothing else may. */
  invalidSubmits: number;
}
const snap = (sut: Sut) => sut.actor.getSnapshot();

/** What every editing state holds: the check's findings, the refusals, the chips of the chosen. */
function editing(sut: Sut, model: AnyMachineSnapshot) {
  const { context } = snap(sut);
  expect(context.options.partner_id).toEqual(LOADED.options.partner_id);
  expect(context.values.people).toEqual(model.context.values.people);
  // Each chosen id has its chip's words, and the results never offer one already chosen.
  expect((context.options.people ?? []).map((o) => o.value)).toEqual(context.values.people);
  for (const o of context.search.results) expect(context.values.people).not.toContain(o.value);
  expect(context.errors).toEqual(model.context.errors);
  expect(context.serverErrors).toEqual(model.context.serverErrors);
  // A suggested address is offered only while the refusal that carried it stands.
  expect(context.suggestedAddress).toEqual(model.context.suggestedAddress);
  if (context.suggestedAddress) expect(context.suggestedAddress).toEqual(SUGGESTED);
  // Each failed check of a submit toasts once; a server refusal's toast is the request's own.
  expect(sut.toasts).toBe(sut.invalidSubmits);
  if (context.showErrors && Object.keys(context.errors).length > 0)
    expect(snap(sut).can({ type: 'form.submit' })).toBe(true);
}

describeModel<Sut>('resource form chart', chart, {
  input: { id: null },
  events: [
    { type: 'form.change', name: 'name', value: '' },
    { type: 'form.change', name: 'name', value: 'Hooli' },
    { type: 'xstate.done.actor.loadForm', output: LOADED },
    { type: 'xstate.error.actor.loadForm', error: new Error('Not Found') },
    { type: 'xstate.done.actor.saveForm', output: { id: 'c1', notice: NOTICE } },
    { type: 'xstate.error.actor.saveForm', error: REFUSED },
    { type: 'form.search', name: 'people', query: 'co' },
    { type: 'form.search', name: 'people', query: ' ' },
    { type: 'xstate.done.actor.searchChoices', output: [CONNIE] },
    { type: 'xstate.error.actor.searchChoices', error: new Error('Server down') },
    { type: 'form.pick', name: 'people', option: CONNIE },
    { type: 'form.unpick', name: 'people', value: CONNIE.value },
    { type: 'xstate.error.actor.saveForm', error: ADDRESS_REFUSED },
    { type: 'form.fill', values: { name: 'Hooli' } },
    {
      type: 'xstate.error.actor.saveForm',
      error: new Error('You are not allowed to create clients'),
    },
  ],
  serialize: (s) => ({
    value: s.value,
    named: String(s.context.values.name ?? '').trim() !== '',
    showErrors: s.context.showErrors,
    refused: Object.keys(s.context.serverErrors),
    chosen: s.context.values.people,
    suggested: s.context.suggestedAddress !== null,
    // What the search box shows: nothing typed, words typed, results found, or a failure.
    search: s.context.search.error
      ? 'failed'
      : s.context.search.results.length
        ? s.context.search.results.map((o: { value: string }) => o.value).join()
        : s.context.search.query.trim()
          ? 'typed'
          : 'none',
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadForm', 'saveForm', 'searchChoices'] as const);
    const sut = {
      settle,
      toasts: 0,
      invalidSubmits: 0,
      opened: [] as string[],
      announced: [] as string[],
    } as Sut;
    const logic = chart.provide({
      actors,
      actions: {
        notifyFormInvalid: () => void sut.toasts++,
        openSaved: ({ context }) => void sut.opened.push(context.savedId ?? ''),
        announceSaved: ({ context }) => {
          expect(sut.opened).toEqual([]);
          sut.announced.push(context.notice ?? '');
        },
      },
    }) as typeof resourceFormScreen;
    vi.useFakeTimers();
    sut.actor = createActor(logic, { input: { id: null } }).start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => {
    expect(snap(sut).value).toBe('loading');
    expect(snap(sut).children.loadForm?.getSnapshot().input).toEqual({ id: null });
  },
  states: {
    loading: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    failed: (sut) => {
      expect(snap(sut).context.loadError).toBe('Not Found');
      expect(snap(sut).can({ type: 'form.retry' })).toBe(true);
    },
    'editing.idle': (sut, model) => {
      editing(sut, model);
      expect(snap(sut).hasTag('searching')).toBe(false);
    },
    'editing.waiting': (sut, model) => {
      editing(sut, model);
      expect(snap(sut).context.search.query.trim()).not.toBe('');
      expect(snap(sut).children.searchChoices).toBeUndefined();
    },
    'editing.searching': (sut, model) => {
      editing(sut, model);
      expect(snap(sut).hasTag('searching')).toBe(true);
      expect(snap(sut).children.searchChoices?.getSnapshot().input).toEqual({
        name: 'people',
        query: 'co',
      });
    },
    saving: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).children.saveForm?.getSnapshot().input).toEqual({
        id: null,
        values: { name: 'Hooli', people: [CONNIE.value] },
      });
    },
    saved: (sut) => {
      expect(snap(sut).status).toBe('done');
      expect(snap(sut).output).toEqual({ id: 'c1' });
      expect(sut.opened).toEqual(['c1']);
      expect(sut.announced).toEqual([NOTICE]);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadForm', 'saveForm', 'searchChoices']),
    'form.search': (sut, e) => sut.actor.send(e as never),
    'form.pick': (sut, e) => sut.actor.send(e as never),
    'form.unpick': (sut, e) => sut.actor.send(e as never),
    'form.fill': (sut, e) => {
      const offered = snap(sut).can(e as never);
      sut.actor.send(e as never);
      // Without a suggested address or a found place there is nothing to fill from.
      if (!offered) return expect(snap(sut).context.suggestedAddress).toBeNull();
      // The filled fields hold the values, lose their refusals, and the suggestion is used up.
      const { context } = snap(sut);
      expect(context.values.name).toBe('Hooli');
      expect(context.serverErrors.name).toBeUndefined();
      expect(context.suggestedAddress).toBeNull();
    },
    'xstate.after.searchPause.resourceForm.editing.waiting': async (sut) => {
      // Nothing is asked before typing pauses for the whole delay.
      await vi.advanceTimersByTimeAsync(499);
      expect(snap(sut).children.searchChoices).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
    },
    'form.change': (sut, e) => sut.actor.send(e as never),
    'form.submit': (sut, e) => {
      if (Object.keys(snap(sut).context.errors).length > 0) sut.invalidSubmits++;
      sut.actor.send(e as never);
    },
    'form.retry': (sut, e) => sut.actor.send(e as never),
  },
});

import { expect } from 'vitest';
import { assign, createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { resourceFormScreen } from './resource-form.screen';

/** A form of one required field, checked as the shared definition would check it. */
const chart = resourceFormScreen.provide({
  actions: {
    revalidate: assign({
      errors: ({ context }): Record<string, string> =>
        String(context.values.name ?? '').trim() ? {} : { name: 'Name is required' },
    }),
  },
});
/** What a server says of a save (a rate change leaving approved work at its rates). */
const NOTICE = 'Rates saved, effective from 2026-11-20.';
const LOADED = { values: { name: '' }, options: { partner_id: [{ value: 'p1', label: 'Acme' }] } };
const TAKEN = Object.assign(new Error('Some fields are missing or there are formatting issues'), {
  fields: { name: 'That name is taken' },
});

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

describeModel<Sut>('resource form chart', chart, {
  input: { id: null },
  events: [
    { type: 'form.change', name: 'name', value: '' },
    { type: 'form.change', name: 'name', value: 'Hooli' },
    { type: 'xstate.done.actor.loadForm', output: LOADED },
    { type: 'xstate.error.actor.loadForm', error: new Error('Not Found') },
    { type: 'xstate.done.actor.saveForm', output: { id: 'c1', notice: NOTICE } },
    { type: 'xstate.error.actor.saveForm', error: TAKEN },
    {
      type: 'xstate.error.actor.saveForm',
      error: new Error('You are not allowed to create clients'),
    },
  ],
  serialize: (s) => ({
    value: s.value,
    valid: Object.keys(s.context.errors).length === 0,
    showErrors: s.context.showErrors,
    refused: Object.keys(s.context.serverErrors),
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadForm', 'saveForm'] as const);
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
    sut.actor = createActor(logic, { input: { id: null } }).start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
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
    editing: (sut, model) => {
      const { context } = snap(sut);
      expect(context.options).toEqual(LOADED.options);
      expect(context.errors).toEqual(model.context.errors);
      expect(context.serverErrors).toEqual(model.context.serverErrors);
      // Each failed check of a submit toasts once; a server refusal's toast is the request's own.
      expect(sut.toasts).toBe(sut.invalidSubmits);
      if (context.showErrors && Object.keys(context.errors).length > 0)
        expect(snap(sut).can({ type: 'form.submit' })).toBe(true);
    },
    saving: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).children.saveForm?.getSnapshot().input).toEqual({
        id: null,
        values: { name: 'Hooli' },
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
    ...outcomeDrivers(['loadForm', 'saveForm']),
    'form.change': (sut, e) => sut.actor.send(e as never),
    'form.submit': (sut, e) => {
      if (Object.keys(snap(sut).context.errors).length > 0) sut.invalidSubmits++;
      sut.actor.send(e as never);
    },
    'form.retry': (sut, e) => sut.actor.send(e as never),
  },
});

import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, type Settle } from '../../../tests/model/deferred-actors';
import type { BankMethod } from './contract';
import {
  bankAccountErrors,
  ROUTING_NUMBER_CHECKSUM,
  type BankAccountInput,
} from '../../domain/validation/bank-account';
import { bankMethodsScreen, EMPTY_DRAFT, type BankMethodsChange } from './chart';

const method = (id: string, is_default: boolean): BankMethod => ({
  id,
  kind: 'payout',
  account_holder: 'Acme Staffing LLC',
  bank_name: 'Chase',
  routing_number: '021000021',
  account_last4: `••••${id.padStart(4, '0')}`,
  is_default,
  created_at: '2026-11-20T15:00:00.000Z',
});
const A = method('1', true);
const B = method('2', false);
const C = method('3', false);
const VALID = {
  account_holder: 'Acme Staffing LLC',
  bank_name: 'Chase',
  routing_number: '021000021',
  account_number: '000123456789',
};

interface Sut {
  actor: ReturnType<typeof createActor<typeof bankMethodsScreen>>;
  settle: Settle;
  toasts: number;
  changes: BankMethodsChange[];
}

/** Drafts differ for the chart only by whether they are empty, valid or not. */
const draftKind = (draft: BankAccountInput) =>
  JSON.stringify(draft) === JSON.stringify(EMPTY_DRAFT)
    ? 'empty'
    : Object.keys(bankAccountErrors(draft)).length
      ? 'invalid'
      : 'valid';
const snap = (sut: Sut) => sut.actor.getSnapshot();
const settleChange = (ok: boolean) => (sut: Sut, event: EventObject) =>
  sut.settle('changeMethods', event as { output?: unknown; error?: unknown }, ok);

describeModel<Sut>('bank methods screen chart', bankMethodsScreen, {
  input: { kind: 'payout' },
  events: [
    { type: 'xstate.done.actor.loadMethods', output: [] },
    { type: 'xstate.done.actor.loadMethods', output: [A, B] },
    {
      type: 'xstate.error.actor.loadMethods',
      error: new Error('Unknown Error, Please Contact Support'),
    },
    { type: 'bankMethods.change', patch: VALID },
    { type: 'bankMethods.change', patch: { routing_number: '021000022' } },
    { type: 'bankMethods.remove', id: A.id },
    { type: 'bankMethods.remove', id: 'not-listed' },
    { type: 'bankMethods.makeDefault', id: B.id },
    { type: 'bankMethods.makeDefault', id: A.id },
    { type: 'xstate.done.actor.createMethod', output: [A, B, C] },
    {
      type: 'xstate.error.actor.createMethod',
      error: new Error('Invalid or expired verification code'),
    },
    { type: 'xstate.done.actor.removeMethod', output: [{ ...B, is_default: true }] },
    { type: 'xstate.error.actor.removeMethod', error: new Error('Not Found') },
    {
      type: 'xstate.done.actor.makeDefault',
      output: [
        { ...B, is_default: true },
        { ...A, is_default: false },
      ],
    },
    { type: 'xstate.error.actor.makeDefault', error: new Error('Verification required') },
    { type: 'bankMethods.linked', methods: [A, C] },
  ],
  serialize: (s) => ({
    value: s.value,
    methods: s.context.methods.map((m: BankMethod) => `${m.id}${m.is_default ? '*' : ''}`),
    draft: draftKind(s.context.draft),
    showFieldErrors: s.context.showFieldErrors,
    error: s.context.error !== null,
    notice: s.context.notice,
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadMethods', 'changeMethods'] as const);
    const sut = { settle, toasts: 0, changes: [] } as unknown as Sut;
    sut.actor = createActor(
      bankMethodsScreen.provide({
        actors,
        actions: { notifyFormInvalid: () => void sut.toasts++ },
      }) as typeof bankMethodsScreen,
      { input: { kind: 'payout' } },
    );
    sut.actor.start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => {
    expect(snap(sut).value).toBe('loading');
    expect(snap(sut).context.kind).toBe('payout');
    expect(snap(sut).hasTag('busy')).toBe(true);
  },
  states: {
    loading: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).can({ type: 'bankMethods.add' })).toBe(false);
    },
    failed: (sut) => {
      expect(snap(sut).context.loadError).toBe('Unknown Error, Please Contact Support');
      expect(snap(sut).can({ type: 'bankMethods.retry' })).toBe(true);
    },
    listing: (sut, model) => {
      const s = snap(sut);
      expect(s.value).toBe('listing');
      expect(s.context.methods).toEqual(model.context.methods);
      expect(s.context.notice).toBe(model.context.notice);
      expect(s.context.error !== null).toBe(model.context.error !== null);
      expect(s.context.showFieldErrors).toBe(false);
      expect(s.can({ type: 'bankMethods.add' })).toBe(true);
      expect(s.context.targetId).toBeNull();
      const defaults = s.context.methods.filter((m) => m.is_default);
      for (const m of defaults)
        expect(s.can({ type: 'bankMethods.makeDefault', id: m.id })).toBe(false);
      expect(s.can({ type: 'bankMethods.remove', id: 'not-listed' })).toBe(false);
      expect(s.hasTag('confirming')).toBe(false);
    },
    adding: (sut, model) => {
      const s = snap(sut);
      expect(s.hasTag('form')).toBe(true);
      expect(s.hasTag('busy')).toBe(false);
      expect(draftKind(s.context.draft)).toBe(draftKind(model.context.draft));
      expect(s.context.error !== null).toBe(model.context.error !== null);
      if (s.context.showFieldErrors) {
        expect(sut.toasts).toBeGreaterThan(0);
        const invalid =
          s.context.draft.routing_number === '021000022' || s.context.draft.account_holder === '';
        expect(Object.keys(s.context.fieldErrors).length > 0).toBe(invalid);
      }
      if (s.context.draft.routing_number === '021000022')
        expect(s.context.fieldErrors.routing_number).toBe(ROUTING_NUMBER_CHECKSUM);
    },
    saving: (sut) => {
      const s = snap(sut);
      expect(s.hasTag('form') && s.hasTag('busy')).toBe(true);
      expect(s.context.draft).toEqual(VALID);
      expect(s.can({ type: 'bankMethods.save' })).toBe(false);
    },
    confirmingRemoval: (sut, model) => {
      const s = snap(sut);
      expect(s.hasTag('confirming')).toBe(true);
      expect(s.context.targetId).toBe(model.context.targetId);
      expect(s.context.methods.some((m) => m.id === s.context.targetId)).toBe(true);
      expect(s.can({ type: 'bankMethods.confirm' })).toBe(true);
    },
    removing: (sut) => {
      const s = snap(sut);
      expect(s.hasTag('busy')).toBe(true);
      expect(s.hasTag('confirming')).toBe(false);
      expect(s.can({ type: 'bankMethods.confirm' })).toBe(false);
    },
    makingDefault: (sut, model) => {
      const s = snap(sut);
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.targetId).toBe(model.context.targetId);
      expect(s.context.methods.find((m) => m.id === s.context.targetId)?.is_default).toBe(false);
    },
  },
  drivers: {
    'xstate.done.actor.loadMethods': (sut, e) =>
      sut.settle('loadMethods', e as { output?: unknown }, true),
    'xstate.error.actor.loadMethods': (sut, e) =>
      sut.settle('loadMethods', e as { error?: unknown }, false),
    'xstate.done.actor.createMethod': settleChange(true),
    'xstate.error.actor.createMethod': settleChange(false),
    'xstate.done.actor.removeMethod': settleChange(true),
    'xstate.error.actor.removeMethod': settleChange(false),
    'xstate.done.actor.makeDefault': settleChange(true),
    'xstate.error.actor.makeDefault': settleChange(false),
    'bankMethods.retry': (sut, e) => sut.actor.send(e as never),
    'bankMethods.add': (sut, e) => sut.actor.send(e as never),
    'bankMethods.change': (sut, e) => sut.actor.send(e as never),
    'bankMethods.save': (sut, e) => sut.actor.send(e as never),
    'bankMethods.cancel': (sut, e) => sut.actor.send(e as never),
    'bankMethods.remove': (sut, e) => sut.actor.send(e as never),
    'bankMethods.confirm': (sut, e) => sut.actor.send(e as never),
    'bankMethods.makeDefault': (sut, e) => sut.actor.send(e as never),
    'bankMethods.linked': (sut, e) => sut.actor.send(e as never),
  },
});

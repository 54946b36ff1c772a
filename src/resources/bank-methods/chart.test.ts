import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BankMethod } from './contract';
import { bankMethodsScreen, type BankMethodsChange } from './chart';

const method = (id: string, is_default: boolean): BankMethod => ({
  id,
  kind: 'payment',
  account_holder: 'Globex Corp',
  bank_name: 'Chase',
  routing_number: '021000021',
  account_last4: '••••3333',
  is_default,
  created_at: '2026-11-20T15:00:00.000Z',
});
const VALID = {
  account_holder: 'Globex Corp',
  bank_name: 'Chase',
  routing_number: '021000021',
  account_number: '44443333',
};

function start(change: (c: BankMethodsChange) => Promise<BankMethod[]>) {
  const changes: BankMethodsChange[] = [];
  let toasts = 0;
  const actor = createActor(
    bankMethodsScreen.provide({
      actors: {
        loadMethods: fromPromise(async () => [method('a', true), method('b', false)]),
        changeMethods: fromPromise(async ({ input }: { input: BankMethodsChange }) => {
          changes.push(input);
          return change(input);
        }),
      },
      actions: { notifyFormInvalid: () => void toasts++ },
    }),
    { input: { kind: 'payment' } },
  ).start();
  return { actor, changes, toasts: () => toasts };
}

describe('bank methods screen with its actors', () => {
  it('sends the draft, then the ids, to the change actor and shows the list it answers', async () => {
    const { actor, changes } = start(async (c) =>
      c.action === 'create'
        ? [method('a', true), method('b', false), method('c', false)]
        : [method('b', true)],
    );
    await waitFor(actor, (s) => s.matches('listing'));
    actor.send({ type: 'bankMethods.add' });
    actor.send({ type: 'bankMethods.change', patch: VALID });
    actor.send({ type: 'bankMethods.save' });
    const added = await waitFor(actor, (s) => s.matches('listing'));
    expect(added.context.methods.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(added.context.notice).toBe('Payment method added');

    actor.send({ type: 'bankMethods.remove', id: 'a' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'bankMethods.confirm' });
    const removed = await waitFor(actor, (s) => s.matches('listing'));
    expect(removed.context.notice).toBe('Payment method removed');
    expect(changes).toEqual([
      { action: 'create', kind: 'payment', draft: VALID },
      { action: 'remove', kind: 'payment', id: 'a' },
    ]);
  });

  it('an invalid form never reaches the server: field messages and the failed-form toast', async () => {
    const { actor, changes, toasts } = start(async () => []);
    await waitFor(actor, (s) => s.matches('listing'));
    actor.send({ type: 'bankMethods.add' });
    actor.send({ type: 'bankMethods.change', patch: { ...VALID, account_number: '12' } });
    actor.send({ type: 'bankMethods.save' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('adding');
    expect(s.context.showFieldErrors).toBe(true);
    expect(s.context.fieldErrors).toEqual({
      account_number: 'Account number must be 4 to 17 digits',
    });
    expect(toasts()).toBe(1);
    expect(changes).toEqual([]);
  });

  it('a refused save keeps the form and its draft, with the server message', async () => {
    const { actor } = start(async () => {
      throw new Error('Invalid or expired verification code');
    });
    await waitFor(actor, (s) => s.matches('listing'));
    actor.send({ type: 'bankMethods.add' });
    actor.send({ type: 'bankMethods.change', patch: VALID });
    actor.send({ type: 'bankMethods.save' });
    const s = await waitFor(actor, (x) => x.matches('adding') && x.context.error !== null);
    expect(s.context.error).toBe('Invalid or expired verification code');
    expect(s.context.draft).toEqual(VALID);
  });
});

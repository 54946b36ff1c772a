import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_MESSAGE, modalMessage, twoFactorMachine } from './two-factor.screen';

it('says the spec §8 text, or the server detail followed by the request to type the code', () => {
  expect(DEFAULT_MESSAGE).toBe(
    'We sent a 6-digit code to your email address. Please enter it below to continue.',
  );
  expect(modalMessage()).toBe(DEFAULT_MESSAGE);
  expect(modalMessage('  ')).toBe(DEFAULT_MESSAGE);
  expect(modalMessage('We sent a code to o***@acme.test.')).toBe(
    'We sent a code to o***@acme.test. Please enter it below to continue.',
  );
});

it('counts the resend cooldown down from 60 seconds by default', () => {
  const actor = createActor(twoFactorMachine, { input: {} }).start();
  actor.send({
    type: 'twoFactor.required',
    request: { id: 'a', method: 'GET', url: '/x', headers: {}, body: null },
  });
  expect(actor.getSnapshot().context.resendSecondsLeft).toBe(60);
  expect(actor.getSnapshot().context.message).toBe(DEFAULT_MESSAGE);
  expect(actor.getSnapshot().can({ type: 'twoFactor.resend' })).toBe(false);
  actor.stop();
});

it('sends the user\'s email with the resend call (spec §7 "Resend code": field email)', async () => {
  const sent: unknown[] = [];
  const machine = twoFactorMachine.provide({
    actors: {
      requestCode: fromPromise(async ({ input }) => {
        sent.push(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { cooldownSeconds: 0 } }).start();
  actor.send({
    type: 'twoFactor.required',
    request: { id: 'a', method: 'GET', url: '/x', headers: {}, body: null },
  });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  actor.send({ type: 'twoFactor.resend', email: 'owner@acme.test' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent).toEqual([{ email: 'owner@acme.test' }]);
  actor.stop();
});

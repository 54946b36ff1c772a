import { createActor, fromPromise } from 'xstate';
import { twoFactorMachine } from '../../../../machines/two-factor/two-factor.screen';
import { http, replayWithCode, setStepUpHandler } from '../../lib/http';

const pending = new Map<string, (response: Response | null) => void>();

/** The one two-factor modal of the app; http.ts hands it every request answered 424. */
export const twoFactorActor = createActor(
  twoFactorMachine.provide({
    actors: {
      replay: fromPromise(async ({ input }) => replayWithCode(input.request, input.code)),
      requestCode: fromPromise(async ({ input }) => {
        await http.post('user/request-code', { json: { email: input.email } });
      }),
    },
    actions: {
      replaySucceeded: ({ context }, { output }) => {
        const id = context.request?.id;
        if (!id) return;
        pending.get(id)?.(output as Response);
        pending.delete(id);
        window.dispatchEvent(new CustomEvent('two-factor:verified'));
      },
      replayAbandoned: (_, { requestId }) => {
        pending.get(requestId)?.(null);
        pending.delete(requestId);
      },
    },
  }),
  { input: {} },
).start();

/** Turns the step-up flow on or off, following public globals' enabled_email_code_verification. */
export function enableStepUp(enabled: boolean) {
  setStepUpHandler(
    enabled
      ? (request, detail) =>
          new Promise((resolve) => {
            pending.set(request.id, resolve);
            twoFactorActor.send({ type: 'twoFactor.required', request, detail });
          })
      : null,
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formSubmitMachine } from '../../../../machines/session/form-submit.screen';
import { errorMessageOf } from '../../lib/http';

/** Binds one form to the form-submit chart; `submit` does the request and returns what to keep. */
export function useFormSubmit(submit: (values: Record<string, string>) => Promise<unknown>) {
  const ref = useActorRef(
    formSubmitMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          try {
            return (await submit(input)) ?? true;
          } catch (err) {
            throw new Error(await errorMessageOf(err));
          }
        }),
      },
    }),
  );
  const snapshot = useSelector(ref, (s) => s);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    new FormData(e.currentTarget).forEach((v, k) => {
      values[k] = String(v);
    });
    ref.send({ type: 'form.submit', values });
  };
  return { snapshot, onSubmit, busy: snapshot.hasTag('busy'), send: ref.send };
}

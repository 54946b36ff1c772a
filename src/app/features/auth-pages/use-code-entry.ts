import { useActorRef, useSelector } from '@xstate/react';
import { codeEntryMachine } from '../../../../machines/code-entry/code-entry.screen';

/**
 * Binds a sign-in page's code to the code-entry chart; `submit` (a send to the page's own chart,
 * fixed for the page's life) runs once the chart accepts the code.
 */
export function useCodeEntry(submit: (code: string) => void, busy: boolean) {
  const ref = useActorRef(
    codeEntryMachine.provide({ actions: { submitted: (_, { code }) => submit(code) } }),
  );
  const { code, codeError } = useSelector(ref, (s) => s.context);
  const canSubmit = useSelector(ref, (s) => s.can({ type: 'code.submit' })) && !busy;
  return {
    code,
    codeError,
    canSubmit,
    busy,
    onType: (value: string) => ref.send({ type: 'code.type', code: value }),
    onSubmit: () => ref.send({ type: 'code.submit' }),
  };
}

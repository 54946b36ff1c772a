import { assign, setup } from 'xstate';
import { twoFactorCodeError } from '../../src/domain/validation/two-factor-code';

export type CodeEntryEvent = { type: 'code.type'; code: string } | { type: 'code.submit' };

export interface CodeEntryContext {
  code: string;
  /** 'Code is required' or 'Invalid code' once something was typed; null while valid or untouched. */
  codeError: string | null;
}

/**
 * A six-digit code typed on a sign-in page (the second step of /two_factor, /passwordless). The
 * 424 modal's chart applies the same rule to the code it holds. Submit is possible only while the
 * code is valid (spec §5); what submitting does is the page's `submitted` action.
 */
export const codeEntryMachine = setup({
  types: { context: {} as CodeEntryContext, events: {} as CodeEntryEvent },
  actions: { submitted: (_, _params: { code: string }) => {} },
  guards: { isCodeValid: ({ context }) => twoFactorCodeError(context.code) === null },
}).createMachine({
  id: 'codeEntry',
  description:
    'Spec §5 two-factor code: required, exactly six digits; Submit disabled until valid.',
  context: { code: '', codeError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.type': {
          actions: assign({
            code: ({ event }) => event.code,
            codeError: ({ event }) => twoFactorCodeError(event.code),
          }),
        },
        'code.submit': {
          guard: 'isCodeValid',
          description: 'Submit is disabled until the code is exactly six digits.',
          actions: { type: 'submitted', params: ({ context }) => ({ code: context.code.trim() }) },
        },
      },
    },
  },
});

import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { toastFormInvalid } from '../../app/components/feedback/form-toast';
import { withApiErrors } from '../../app/actors/api-error';
import { http } from '../../app/lib/http';
import { bankMethodsScreen, type BankMethodsChange } from './chart';
import { BankMethodList, bankMethodsPath, type BankMethod } from './contract';
import type { BankMethodKind } from './policy';

/** The page's methods, masked, as the server lists them. */
export async function fetchBankMethods(
  kind: BankMethodKind,
  signal?: AbortSignal,
): Promise<BankMethod[]> {
  return BankMethodList.parse(await http.get(bankMethodsPath[kind], { signal }).json()).data;
}

const loadBankMethods = fromPromise<BankMethod[], { kind: BankMethodKind }>(({ input, signal }) =>
  withApiErrors(() => fetchBankMethods(input.kind, signal)),
);

/**
 * One change, then the fresh list (a removal or a new default moves the default on the server).
 * A 424 opens the two-factor modal inside `http`, which replays the request with the code.
 */
const changeBankMethods = fromPromise<BankMethod[], BankMethodsChange>(({ input, signal }) =>
  withApiErrors(async () => {
    const path = bankMethodsPath[input.kind];
    if (input.action === 'create') await http.post(path, { json: input.draft, signal });
    else if (input.action === 'remove') await http.delete(`${path}/${input.id}`, { signal });
    else await http.patch(`${path}/${input.id}/default`, { signal });
    return fetchBankMethods(input.kind, signal);
  }),
);

export const BankMethodsContext = createActorContext(
  bankMethodsScreen.provide({
    actors: { loadMethods: loadBankMethods, changeMethods: changeBankMethods },
    actions: { notifyFormInvalid: () => void toastFormInvalid() },
  }),
);

import { createActorContext } from '@xstate/react';
import { bankMethodsScreen } from '../../../../machines/bank-methods/bank-methods.screen';
import { changeBankMethods, loadBankMethods } from '../../actors/bank-methods';
import { toastFormInvalid } from '../../components/feedback/form-toast';

export const BankMethodsContext = createActorContext(
  bankMethodsScreen.provide({
    actors: { loadMethods: loadBankMethods, changeMethods: changeBankMethods },
    actions: { notifyFormInvalid: () => void toastFormInvalid() },
  }),
);

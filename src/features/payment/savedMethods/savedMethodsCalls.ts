/**
 * Payment Information (/PaymentMethod): the calls, their implementation against the portal's
 * services, and the machine they are provided to. Every write answers the list as it is after it
 * (the default may move), so the page always shows what the server holds. Views take the calls as a
 * prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { savedMethodsMachine } from '../../../../machines/payment/savedMethods/savedMethods.machine.ts';
import type { RenameInput } from '../../../../machines/payment/savedMethods/savedMethods.types.ts';
import type { PaymentMethodSelection } from '../../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { unwrap } from '../../../api/client.ts';
import { getPaymentMethods, removePaymentMethod, renamePaymentMethod, saveBankProfile, saveCardProfile, setDefaultPaymentMethod } from '../../../api/payment.ts';
import type { SavedPaymentMethod } from '../../../domain/payment.ts';
import { paymentMethodApiCalls, providedPaymentMethodMachine, type PaymentMethodCalls } from '../paymentMethod/paymentMethodCalls.ts';

/** The calls of /PaymentMethod (the method step's among them); tests and stories pass fakes. */
export interface SavedMethodsCalls extends PaymentMethodCalls {
  loadMethods: (accountNumber: string) => Promise<SavedPaymentMethod[]>;
  saveMethod: (accountNumber: string, selection: PaymentMethodSelection) => Promise<SavedPaymentMethod[]>;
  setDefaultMethod: (accountNumber: string, paymentTokenId: string) => Promise<SavedPaymentMethod[]>;
  renameMethod: (accountNumber: string, body: RenameInput) => Promise<SavedPaymentMethod[]>;
  removeMethod: (accountNumber: string, paymentTokenId: string) => Promise<SavedPaymentMethod[]>;
}

const list = (accountNumber: string) => unwrap(getPaymentMethods(accountNumber));

/** The profile call of a new card or bank account the method step chose. */
function saveProfile(selection: PaymentMethodSelection) {
  const options = { nickName: selection.nickName, setDefaultPayment: selection.setDefaultPayment };
  if (selection.card) return unwrap(saveCardProfile({ card: selection.card, ...options }));
  return unwrap(saveBankProfile({ bank: selection.bank, ...options }));
}

export const savedMethodsApiCalls: SavedMethodsCalls = {
  ...paymentMethodApiCalls,
  loadMethods: list,
  saveMethod: async (accountNumber, selection) => {
    await saveProfile(selection);
    return list(accountNumber);
  },
  setDefaultMethod: async (accountNumber, paymentTokenId) => {
    await unwrap(setDefaultPaymentMethod(paymentTokenId));
    return list(accountNumber);
  },
  renameMethod: async (accountNumber, body) => {
    await unwrap(renamePaymentMethod(body));
    return list(accountNumber);
  },
  removeMethod: async (accountNumber, paymentTokenId) => {
    await unwrap(removePaymentMethod(paymentTokenId));
    return list(accountNumber);
  },
};

export function providedSavedMethodsMachine(calls: SavedMethodsCalls) {
  return savedMethodsMachine.provide({
    actors: {
      loadMethods: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.loadMethods(input.accountNumber)),
      saveMethod: fromPromise(({ input }: { input: { accountNumber: string; selection: PaymentMethodSelection } }) => calls.saveMethod(input.accountNumber, input.selection)),
      setDefaultMethod: fromPromise(({ input }: { input: { accountNumber: string; paymentTokenId: string } }) => calls.setDefaultMethod(input.accountNumber, input.paymentTokenId)),
      renameMethod: fromPromise(({ input }: { input: RenameInput & { accountNumber: string } }) =>
        calls.renameMethod(input.accountNumber, { paymentTokenId: input.paymentTokenId, nickName: input.nickName }),
      ),
      removeMethod: fromPromise(({ input }: { input: { accountNumber: string; paymentTokenId: string } }) => calls.removeMethod(input.accountNumber, input.paymentTokenId)),
      paymentMethod: providedPaymentMethodMachine(calls),
    },
  });
}

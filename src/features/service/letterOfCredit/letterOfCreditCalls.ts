/**
 * LetterOfCredit: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { letterOfCreditMachine } from '../../../../machines/service/letterOfCredit/letterOfCredit.machine.ts';
import type { LetterOfCreditSubmitInput } from '../../../../machines/service/letterOfCredit/letterOfCredit.types.ts';
import type { LetterOfCreditReceipt, LetterOfCreditRecord } from '../../../domain/letterOfCredit.ts';
import { letterOfCreditApi } from '../../../api/letterOfCredit.ts';

export interface LetterOfCreditCalls {
  load: (accountNumber: string) => Promise<LetterOfCreditRecord>;
  submit: (body: LetterOfCreditSubmitInput) => Promise<LetterOfCreditReceipt>;
}

export const letterOfCreditApiCalls: LetterOfCreditCalls = letterOfCreditApi;

export function providedLetterOfCreditMachine(calls: LetterOfCreditCalls) {
  return letterOfCreditMachine.provide({
    actors: {
      loadLetterOfCredit: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      submitLetterOfCredit: fromPromise(({ input }: { input: LetterOfCreditSubmitInput }) => calls.submit(input)),
    },
  });
}

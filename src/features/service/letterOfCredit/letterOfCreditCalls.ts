/**
 * Letters of credit and of service: the calls, their implementation against the portal's services,
 * and the machine they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { letterOfCreditMachine } from '../../../../machines/service/letterOfCredit/letterOfCredit.machine.ts';
import type { LetterOfCreditSubmitInput, LetterPdfRequest } from '../../../../machines/service/letterOfCredit/letterOfCredit.types.ts';
import { letterPdfFileName, type LetterOfCreditReceipt, type LetterOfCreditRecord } from '../../../domain/letterOfCredit.ts';
import { letterOfCreditApi } from '../../../api/letterOfCredit.ts';
import { saveFile } from '../../../ui/saveFile.ts';

export interface LetterOfCreditCalls {
  load: (accountNumber: string) => Promise<LetterOfCreditRecord>;
  submit: (body: LetterOfCreditSubmitInput) => Promise<LetterOfCreditReceipt>;
  /** Fetches the letter's PDF and hands it to the browser to save. */
  download: (request: LetterPdfRequest) => Promise<void>;
}

export const letterOfCreditApiCalls: LetterOfCreditCalls = {
  load: letterOfCreditApi.load,
  submit: letterOfCreditApi.submit,
  download: async ({ reference, language }) => saveFile(await letterOfCreditApi.pdf(reference, language), letterPdfFileName(reference)),
};

export function providedLetterOfCreditMachine(calls: LetterOfCreditCalls) {
  return letterOfCreditMachine.provide({
    actors: {
      loadLetterOfCredit: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      submitLetterOfCredit: fromPromise(({ input }: { input: LetterOfCreditSubmitInput }) => calls.submit(input)),
      downloadLetter: fromPromise(({ input }: { input: LetterPdfRequest }) => calls.download(input)),
    },
  });
}

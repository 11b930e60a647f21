/** Calls of LetterOfCredit (src/domain/letterOfCredit.ts): the data, or a thrown { msgcode, message }. */
import { letterOfCreditCalls, type LetterOfCreditReceipt, type LetterOfCreditRecord, type LetterOfCreditSubmitBody } from '../domain/letterOfCredit.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const letterOfCreditApi = {
  load: (accountNumber: string) => unwrap(apiGet<LetterOfCreditRecord>('service', letterOfCreditCalls.load, { accountNumber })),
  submit: (body: LetterOfCreditSubmitBody) => unwrap(apiPost<LetterOfCreditReceipt>('service', letterOfCreditCalls.submit, body)),
};

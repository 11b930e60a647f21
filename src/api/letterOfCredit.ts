/** Calls of letters of credit and of service (src/domain/letterOfCredit.ts): the data, or a thrown { msgcode, message }. */
import type { Language } from '../domain/language.ts';
import {
  letterOfCreditCalls,
  type LetterOfCreditReceipt,
  type LetterOfCreditRecord,
  type LetterOfCreditSubmitBody,
  type LetterVerification,
  type LetterVerifyBody,
} from '../domain/letterOfCredit.ts';
import { apiGet, apiGetFile, apiPost, unwrap } from './client.ts';

export const letterOfCreditApi = {
  load: (accountNumber: string) => unwrap(apiGet<LetterOfCreditRecord>('service', letterOfCreditCalls.load, { accountNumber })),
  submit: (body: LetterOfCreditSubmitBody) => unwrap(apiPost<LetterOfCreditReceipt>('service', letterOfCreditCalls.submit, body)),
  pdf: (reference: string, language: Language) => unwrap(apiGetFile('service', letterOfCreditCalls.pdf, { reference, language })),
  verify: (body: LetterVerifyBody) => unwrap(apiPost<LetterVerification>('service', letterOfCreditCalls.verify, body)),
};

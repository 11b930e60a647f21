import type { LetterVerification, LetterVerifyBody } from '../../../src/domain/letterOfCredit.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface VerifyLetterInput {
  /** From the page's address (?reference=&code=), else ''. */
  reference: string;
  code: string;
}

export interface VerifyLetterContext extends VerifyLetterInput {
  referenceError: string | null;
  codeError: string | null;
  /** Why the last check failed (no such letter, too many checks, the network). */
  failure: CallFailure | null;
  letter: LetterVerification | null;
}

export type VerifyLetterEvent =
  | { type: 'verify.reference'; reference: string }
  | { type: 'verify.code'; code: string }
  | { type: 'verify.submit' }
  | { type: 'verify.another' };

export type VerifyLetterTag = 'busy' | 'form' | 'verified';

export type VerifyLetterRequest = LetterVerifyBody;

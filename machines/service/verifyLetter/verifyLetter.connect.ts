import type { SnapshotFrom } from 'xstate';
import type { LetterVerification } from '../../../src/domain/letterOfCredit.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { verifyLetterMachine } from './verifyLetter.machine.ts';
import type { VerifyLetterEvent } from './verifyLetter.types.ts';

export interface VerifyLetterViewModel {
  status: 'form' | 'verified';
  busy: boolean;
  reference: string;
  code: string;
  referenceError: string | null;
  codeError: string | null;
  failure: CallFailure | null;
  letter: LetterVerification | null;
  changeReference: (reference: string) => void;
  changeCode: (code: string) => void;
  submit: () => void;
  another: () => void;
}

export function connectVerifyLetter(snapshot: SnapshotFrom<typeof verifyLetterMachine>, send: (event: VerifyLetterEvent) => void): VerifyLetterViewModel {
  const { context } = snapshot;
  return {
    status: snapshot.hasTag('verified') ? 'verified' : 'form',
    busy: snapshot.hasTag('busy'),
    reference: context.reference,
    code: context.code,
    referenceError: context.referenceError,
    codeError: context.codeError,
    failure: context.failure,
    letter: context.letter,
    changeReference: (reference) => send({ type: 'verify.reference', reference }),
    changeCode: (code) => send({ type: 'verify.code', code }),
    submit: () => send({ type: 'verify.submit' }),
    another: () => send({ type: 'verify.another' }),
  };
}

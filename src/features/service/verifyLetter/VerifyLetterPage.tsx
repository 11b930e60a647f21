import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectVerifyLetter } from '../../../../machines/service/verifyLetter/verifyLetter.connect.ts';
import { verifyLetterMachine } from '../../../../machines/service/verifyLetter/verifyLetter.machine.ts';
import type { VerifyLetterRequest } from '../../../../machines/service/verifyLetter/verifyLetter.types.ts';
import type { LetterVerification } from '../../../domain/letterOfCredit.ts';
import { letterOfCreditApi } from '../../../api/letterOfCredit.ts';
import { VerifyLetterView } from './VerifyLetterView.tsx';
import '../letterOfCredit/letterOfCredit.css';

export type VerifyLetterCall = (request: VerifyLetterRequest) => Promise<LetterVerification>;

/** /VerificationService: anyone checks a letter by its reference and code (from the link, if it had them). */
export function VerifyLetterPage({ reference = '', code = '', verify = letterOfCreditApi.verify }: { reference?: string; code?: string; verify?: VerifyLetterCall }) {
  const machine = useMemo(() => verifyLetterMachine.provide({ actors: { verifyLetter: fromPromise(({ input }: { input: VerifyLetterRequest }) => verify(input)) } }), [verify]);
  const [snapshot, send] = useMachine(machine, { input: { reference, code } });
  return <VerifyLetterView view={connectVerifyLetter(snapshot, send)} />;
}

import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectLetterOfCredit } from '../../../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { letterOfCreditApiCalls, providedLetterOfCreditMachine, type LetterOfCreditCalls } from './letterOfCreditCalls.ts';
import { LetterOfCreditView } from './LetterOfCreditView.tsx';

/** LetterOfCredit (/LetterOfCredit) for the selected account: its own machine, with the portal's calls or fakes. */
export function LetterOfCreditPage({ accountNumber, calls = letterOfCreditApiCalls }: { accountNumber: string; calls?: LetterOfCreditCalls }) {
  const machine = useMemo(() => providedLetterOfCreditMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <LetterOfCreditView view={connectLetterOfCredit(snapshot, send)} />;
}

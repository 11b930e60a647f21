import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectLetterOfCredit } from '../../../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { useLanguage } from '../../../i18n/LanguageProvider.tsx';
import { letterOfCreditApiCalls, providedLetterOfCreditMachine, type LetterOfCreditCalls } from './letterOfCreditCalls.ts';
import { LetterOfCreditView } from './LetterOfCreditView.tsx';
import './letterOfCredit.css';

/** A letter of credit or of service (/LetterOfCredit) for the selected account: its own machine, with the portal's calls or fakes. */
export function LetterOfCreditPage({ accountNumber, calls = letterOfCreditApiCalls }: { accountNumber: string; calls?: LetterOfCreditCalls }) {
  const machine = useMemo(() => providedLetterOfCreditMachine(calls), [calls]);
  const { language } = useLanguage();
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, language } });
  return <LetterOfCreditView view={connectLetterOfCredit(snapshot, send)} />;
}

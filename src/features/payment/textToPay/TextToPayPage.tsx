import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { connectTextToPay } from '../../../../machines/payment/textToPay/textToPay.connect.ts';
import type { TextToPayNotice } from '../../../../machines/payment/textToPay/textToPay.types.ts';
import { useShowToast } from '../../../ui/toast.tsx';
import { textToPayApiCalls, providedTextToPayMachine, type TextToPayCalls } from './textToPayCalls.ts';
import { TextToPayView } from './TextToPayView.tsx';

const noticeTexts: Record<TextToPayNotice['kind'], string> = {
  enrolled: 'payment.textToPay.notice.enrolled',
  resent: 'payment.textToPay.notice.resent',
  unenrolled: 'payment.textToPay.notice.unenrolled',
};

export interface TextToPayPageProps {
  accountNumber: string;
  /** The text-to-pay right on the account: enrol, resend, unenrol. */
  canEdit: boolean;
  /** /EnrollTextToPay: the form opens at once. */
  startWithForm?: boolean;
  calls?: TextToPayCalls;
}

/** Text To Pay (/TextToPay, /EnrollTextToPay): its own machine, with the portal's calls or fakes; each change is said in a toast. */
export function TextToPayPage({ accountNumber, canEdit, startWithForm = false, calls = textToPayApiCalls }: TextToPayPageProps) {
  const machine = useMemo(() => providedTextToPayMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, canEdit, startWithForm } });
  const view = connectTextToPay(snapshot, send);
  const showToast = useShowToast();
  const notice = view.notice;
  const announced = useRef(0);
  useEffect(() => {
    if (!notice || notice.seq === announced.current) return;
    announced.current = notice.seq;
    showToast({ kind: 'success', message: noticeTexts[notice.kind] });
  }, [notice, showToast]);
  return <TextToPayView view={view} />;
}

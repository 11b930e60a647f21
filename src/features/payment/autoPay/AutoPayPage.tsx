import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { connectAutoPay } from '../../../../machines/payment/autoPay/autoPay.connect.ts';
import type { AutoPayNotice } from '../../../../machines/payment/autoPay/autoPay.types.ts';
import { useShowToast } from '../../../ui/toast.tsx';
import { autoPayApiCalls, providedAutoPayMachine, type AutoPayCalls } from './autoPayCalls.ts';
import { AutoPayView } from './AutoPayView.tsx';

const noticeTexts: Record<AutoPayNotice['kind'], string> = {
  enrolled: 'payment.autoPay.notice.enrolled',
  updated: 'payment.autoPay.notice.updated',
  cancelled: 'payment.autoPay.notice.cancelled',
};

export interface AutoPayPageProps {
  accountNumber: string;
  /** The AutoPay edit and delete rights on the account. */
  canEdit: boolean;
  canCancel: boolean;
  /** /EnrollAutoPay: the form opens at once. */
  startWithForm?: boolean;
  calls?: AutoPayCalls;
  now?: Date;
}

/** The automatic payment plan (/AutoPay, /EnrollAutoPay): its own machine, with the portal's calls or fakes; each change is said in a toast. */
export function AutoPayPage({ accountNumber, canEdit, canCancel, startWithForm = false, calls = autoPayApiCalls, now }: AutoPayPageProps) {
  const machine = useMemo(() => providedAutoPayMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, canEdit, canCancel, startWithForm, today: now ?? new Date() } });
  const view = connectAutoPay(snapshot, send);
  const showToast = useShowToast();
  const notice = view.notice;
  const announced = useRef(0);
  useEffect(() => {
    if (!notice || notice.seq === announced.current) return;
    announced.current = notice.seq;
    showToast({ kind: 'success', message: noticeTexts[notice.kind] });
  }, [notice, showToast]);
  return <AutoPayView view={view} />;
}

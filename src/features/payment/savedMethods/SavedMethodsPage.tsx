import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectSavedMethods } from '../../../../machines/payment/savedMethods/savedMethods.connect.ts';
import type { SavedMethodsNotice } from '../../../../machines/payment/savedMethods/savedMethods.types.ts';
import { useShowToast } from '../../../ui/toast.tsx';
import { methodSummary } from '../paymentText.ts';
import { providedSavedMethodsMachine, savedMethodsApiCalls, type SavedMethodsCalls } from './savedMethodsCalls.ts';
import { SavedMethodsView } from './SavedMethodsView.tsx';

const noticeTexts: Record<SavedMethodsNotice['kind'], string> = {
  added: 'payment.savedMethods.added',
  defaultSet: 'payment.savedMethods.defaultSet',
  renamed: 'payment.savedMethods.renamed',
  removed: 'payment.savedMethods.removed',
};

export interface SavedMethodsPageProps {
  accountNumber: string;
  /** The payment-methods right on the account (else the list is read only). */
  canManage: boolean;
  calls?: SavedMethodsCalls;
  now?: Date;
}

/** Payment Information (/PaymentMethod): its own machine with the portal's calls or fakes; each change is said in a toast. */
export function SavedMethodsPage({ accountNumber, canManage, calls = savedMethodsApiCalls, now }: SavedMethodsPageProps) {
  const intl = useIntl();
  const machine = useMemo(() => providedSavedMethodsMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, canManage, today: now ?? new Date() } });
  const view = connectSavedMethods(snapshot, send);
  const showToast = useShowToast();
  const notice = view.notice;
  const announced = useRef(0);
  useEffect(() => {
    if (!notice || notice.seq === announced.current) return;
    announced.current = notice.seq;
    const method = notice.method ? notice.method.nickName || methodSummary(intl, notice.method) : '';
    showToast({ kind: 'success', message: noticeTexts[notice.kind], values: { method } });
  }, [notice, intl, showToast]);
  return <SavedMethodsView view={view} />;
}

/**
 * Transfer service for a visitor: the flow (/TransferServicePrelogin, 8 steps) and its Success page
 * (/TransferServiceSuccessPre) with both references, each linking to tracking it without signing in.
 */
import { useCallback } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { TransferReceipt } from '../../../domain/serviceRequests.ts';
import { useAppointmentText } from '../common/AppointmentFields.tsx';
import { preTransferServiceApiCalls } from './transferServiceCalls.ts';
import { TransferServicePage } from './TransferServicePage.tsx';
import { transferSuccessSearchOf, type TransferDone } from './transferSuccessSearch.ts';

export function VisitorTransferService() {
  const navigate = useNavigate();
  const onDone = useCallback(
    (receipt: TransferReceipt) => {
      void navigate({ to: '/TransferServiceSuccessPre', search: transferSuccessSearchOf(receipt), replace: true });
    },
    [navigate],
  );
  // A visitor cannot save (no Saved forms tab): the first step says signed-in customers can.
  return <TransferServicePage accountNumber="" visitor calls={preTransferServiceApiCalls} onDone={onDone} savedForms={{ signedInRoute: '/TransferService' }} />;
}

/** The Success page: both references with their appointments; opened without a transfer, the way to tracking. */
export function TransferServiceSuccess({ receipt }: { receipt: TransferDone | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { slotInSentence, dayText } = useAppointmentText();
  const track = (reference: string) => (
    <Link to="/ConnectMeTrackRequest/{-$key}" params={{ key: reference }}>
      {t('service.transfer.trackReference', { reference })}
    </Link>
  );
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{receipt ? t('service.stop.doneTitle') : t('service.transfer.successMissingTitle')}</h1>
      {receipt ? (
        <>
          <p>
            {t('service.transfer.done', {
              moveOut: receipt.moveOut.reference,
              outDay: dayText(receipt.moveOut.appointment.day),
              outTime: slotInSentence(receipt.moveOut.appointment.slot),
              moveIn: receipt.moveIn.reference,
              inDay: dayText(receipt.moveIn.appointment.day),
              inTime: slotInSentence(receipt.moveIn.appointment.slot),
            })}
          </p>
          <p>{t('service.transfer.trackIntro')}</p>
          <ul>
            <li>{track(receipt.moveOut.reference)}</li>
            <li>{track(receipt.moveIn.reference)}</li>
          </ul>
        </>
      ) : (
        <p>
          {t('service.transfer.successMissing')} <Link to="/ConnectMeTrackRequest/{-$key}">{t('service.preStart.track')}</Link>
        </p>
      )}
    </div>
  );
}

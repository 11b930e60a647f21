/**
 * Transfer service for a visitor: the flow (/TransferServicePrelogin, 8 steps) and its Success page
 * (/TransferServiceSuccessPre) with both references, each linking to tracking it without signing in.
 */
import { useCallback } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { isIsoDay } from '../../../domain/format.ts';
import type { SlotNumber, TransferReceipt } from '../../../domain/serviceRequests.ts';
import { useAppointmentText } from '../common/AppointmentFields.tsx';
import { preTransferServiceApiCalls } from './transferServiceCalls.ts';
import { TransferServicePage } from './TransferServicePage.tsx';

/** What the Success page shows of a transfer: each request's reference and appointment. */
export interface TransferDone {
  moveOut: { reference: string; appointment: { day: string; slot: SlotNumber } };
  moveIn: { reference: string; appointment: { day: string; slot: SlotNumber } };
}

const reference = v.pipe(v.string(), v.regex(/^SR-[0-9A-Z]{8}$/));
const day = v.pipe(v.string(), v.check(isIsoDay));
const slot = v.picklist([0, 1, 2, 3, 4]);

/**
 * /TransferServiceSuccessPre?out=…&outDay=…&outSlot=…&in=…&inDay=…&inSlot=… : the transfer just made
 * travels in the address (each tab its own; a reload keeps it). A part that is not what it should be
 * is left out rather than failing the page.
 */
export const transferSuccessSearchSchema = v.object({
  out: v.fallback(v.optional(reference), undefined),
  outDay: v.fallback(v.optional(day), undefined),
  outSlot: v.fallback(v.optional(slot), undefined),
  in: v.fallback(v.optional(reference), undefined),
  inDay: v.fallback(v.optional(day), undefined),
  inSlot: v.fallback(v.optional(slot), undefined),
});
export type TransferSuccessSearch = v.InferOutput<typeof transferSuccessSearchSchema>;

export function transferSuccessSearch(search: Record<string, unknown>): TransferSuccessSearch {
  const parsed = v.safeParse(transferSuccessSearchSchema, search);
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined)) as TransferSuccessSearch;
}

/** The address of the Success page for a receipt. */
export function transferSuccessSearchOf(receipt: TransferReceipt): TransferSuccessSearch {
  return {
    out: receipt.moveOut.reference,
    outDay: receipt.moveOut.appointment.day,
    outSlot: receipt.moveOut.appointment.slot,
    in: receipt.moveIn.reference,
    inDay: receipt.moveIn.appointment.day,
    inSlot: receipt.moveIn.appointment.slot,
  };
}

/** The transfer the Success page's address names, or null when a part is missing. */
export function transferDoneOf(search: TransferSuccessSearch): TransferDone | null {
  const { out, outDay, outSlot, in: moveIn, inDay, inSlot } = search;
  if (!out || !outDay || outSlot === undefined || !moveIn || !inDay || inSlot === undefined) return null;
  return { moveOut: { reference: out, appointment: { day: outDay, slot: outSlot } }, moveIn: { reference: moveIn, appointment: { day: inDay, slot: inSlot } } };
}

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

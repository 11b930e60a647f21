/**
 * The address of /TransferServiceSuccessPre: the visitor's transfer travels in it. Kept apart from the
 * page so the route's validateSearch (which stays in the first page's bundle) brings in only this.
 */
import * as v from 'valibot';
import { isIsoDay } from '../../../domain/format.ts';
import type { SlotNumber, TransferReceipt } from '../../../domain/serviceRequests.ts';

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


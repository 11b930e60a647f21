/**
 * Paperless billing and bill format: the calls, their implementation against the portal's services,
 * and the machine they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { paperlessMachine } from '../../../../machines/account/paperless/paperless.machine.ts';
import type { SetBillFormatInput, SetPaperlessInput } from '../../../../machines/account/paperless/paperless.types.ts';
import type { PaperlessRecord } from '../../../domain/paperless.ts';
import { paperlessApi } from '../../../api/paperless.ts';

export interface PaperlessCalls {
  load: (accountNumber: string) => Promise<PaperlessRecord>;
  setPaperless: (body: SetPaperlessInput) => Promise<PaperlessRecord>;
  setBillFormat: (body: SetBillFormatInput) => Promise<PaperlessRecord>;
}

export const paperlessApiCalls: PaperlessCalls = paperlessApi;

export function providedPaperlessMachine(calls: PaperlessCalls) {
  return paperlessMachine.provide({
    actors: {
      loadPaperless: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      setPaperless: fromPromise(({ input }: { input: SetPaperlessInput }) => calls.setPaperless(input)),
      setBillFormat: fromPromise(({ input }: { input: SetBillFormatInput }) => calls.setBillFormat(input)),
    },
  });
}

/**
 * Start service for a visitor (local market): the calls, their implementation against the service
 * area, and the machine they are provided to. The page takes the calls as a prop; tests and stories
 * pass fakes.
 */
import { fromPromise } from 'xstate';
import { preStartServiceMachine } from '../../../../machines/service/preStartService/preStartService.machine.ts';
import type { PreStartSubmitInput } from '../../../../machines/service/preStartService/preStartService.types.ts';
import type { CalendarDay, Eligibility, PreStartReceipt, Premise } from '../../../domain/serviceRequests.ts';
import { serviceApi } from '../../../api/service.ts';
import { uploadDocument } from '../../../api/documents.ts';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';

export interface PreStartServiceCalls {
  search: (query: string, town: string) => Promise<Premise[]>;
  eligibility: (premiseId: string) => Promise<Eligibility>;
  calendar: (town: string) => Promise<CalendarDay[]>;
  submit: (body: PreStartSubmitInput) => Promise<PreStartReceipt>;
  /** The upload fields' call (the documents area; a visitor's files are served to agents only). */
  upload: UploadFile;
}

export const preStartServiceApiCalls: PreStartServiceCalls = {
  search: serviceApi.premises,
  eligibility: (premiseId) => serviceApi.eligibility(premiseId, 'START'),
  calendar: serviceApi.calendar,
  submit: serviceApi.submitPreStart,
  upload: (file, options) => uploadDocument(file, {}, options),
};

export function providedPreStartServiceMachine(calls: PreStartServiceCalls) {
  return preStartServiceMachine.provide({
    actors: {
      searchPremises: fromPromise(({ input }: { input: { query: string; town: string } }) => calls.search(input.query, input.town)),
      checkEligibility: fromPromise(({ input }: { input: { premiseId: string } }) => calls.eligibility(input.premiseId)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calls.calendar(input.town)),
      submitPreStart: fromPromise(({ input }: { input: PreStartSubmitInput }) => calls.submit(input)),
    },
  });
}

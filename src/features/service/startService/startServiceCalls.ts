/**
 * Start service: the calls, their implementation against the service area, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { startServiceMachine } from '../../../../machines/service/startService/startService.machine.ts';
import type { IdentityCheckInput, StartServiceSubmitInput } from '../../../../machines/service/startService/startService.types.ts';
import type { CalendarDay, Eligibility, Premise, ScheduledRequestSummary } from '../../../domain/serviceRequests.ts';
import { serviceApi } from '../../../api/service.ts';
import { uploadDocument } from '../../../api/documents.ts';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';

export interface StartServiceCalls {
  search: (query: string, town: string) => Promise<Premise[]>;
  eligibility: (premiseId: string) => Promise<Eligibility>;
  identity: (input: IdentityCheckInput) => Promise<{ verified: boolean }>;
  calendar: (town: string) => Promise<CalendarDay[]>;
  submit: (body: StartServiceSubmitInput) => Promise<ScheduledRequestSummary>;
  /** The upload field's call (the documents area). */
  upload: UploadFile;
}

export const startServiceApiCalls: StartServiceCalls = {
  search: serviceApi.premises,
  eligibility: (premiseId) => serviceApi.eligibility(premiseId, 'START'),
  identity: serviceApi.identity,
  calendar: serviceApi.calendar,
  submit: serviceApi.submitStart,
  upload: (file, options) => uploadDocument(file, {}, options),
};

export function providedStartServiceMachine(calls: StartServiceCalls) {
  return startServiceMachine.provide({
    actors: {
      searchPremises: fromPromise(({ input }: { input: { query: string; town: string } }) => calls.search(input.query, input.town)),
      checkEligibility: fromPromise(({ input }: { input: { premiseId: string } }) => calls.eligibility(input.premiseId)),
      checkIdentity: fromPromise(({ input }: { input: IdentityCheckInput }) => calls.identity(input)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calls.calendar(input.town)),
      submitStartService: fromPromise(({ input }: { input: StartServiceSubmitInput }) => calls.submit(input)),
    },
  });
}

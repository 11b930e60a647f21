/**
 * Stop service: the calls, their implementation against the service area, and the machine they are
 * provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { stopServiceMachine } from '../../../../machines/service/stopService/stopService.machine.ts';
import type { StopServiceSubmitInput } from '../../../../machines/service/stopService/stopService.types.ts';
import type { CalendarDay, ScheduledRequestSummary, StopServiceAddress } from '../../../domain/serviceRequests.ts';
import { serviceApi } from '../../../api/service.ts';

export interface StopServiceCalls {
  load: (accountNumber: string) => Promise<StopServiceAddress>;
  calendar: (town: string) => Promise<CalendarDay[]>;
  submit: (body: StopServiceSubmitInput) => Promise<ScheduledRequestSummary>;
}

export const stopServiceApiCalls: StopServiceCalls = { load: serviceApi.stopServiceAddress, calendar: serviceApi.calendar, submit: serviceApi.submitStop };

export function providedStopServiceMachine(calls: StopServiceCalls) {
  return stopServiceMachine.provide({
    actors: {
      loadStopService: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calls.calendar(input.town)),
      submitStopService: fromPromise(({ input }: { input: StopServiceSubmitInput }) => calls.submit(input)),
    },
  });
}

/**
 * Stop service: the calls, their implementation against the service area, and the machine they are
 * provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { stopServiceMachine } from '../../../../machines/service/stopService/stopService.machine.ts';
import type { StopProofInput, StopServiceSubmitInput } from '../../../../machines/service/stopService/stopService.types.ts';
import type { CalendarDay, MoveOutCheck, ScheduledRequestSummary, StopServiceAddress } from '../../../domain/serviceRequests.ts';
import { serviceApi } from '../../../api/service.ts';

export interface StopServiceCalls {
  load: (accountNumber: string) => Promise<StopServiceAddress>;
  calendar: (town: string) => Promise<CalendarDay[]>;
  submit: (body: StopServiceSubmitInput) => Promise<ScheduledRequestSummary>;
  /** A visitor's proof of the account (the transfer's move-out check, with the holder's last name); signed in, never called. */
  prove?: (accountNumber: string, lastName: string) => Promise<MoveOutCheck>;
}

export const stopServiceApiCalls: StopServiceCalls = {
  load: serviceApi.stopServiceAddress,
  calendar: serviceApi.calendar,
  submit: (body) => ('orderType' in body ? serviceApi.submitStop(body) : serviceApi.submitPreStop(body)),
  prove: (accountNumber, lastName) => serviceApi.preMoveOutCheck(accountNumber, lastName, 'STOP'),
};

export function providedStopServiceMachine(calls: StopServiceCalls) {
  return stopServiceMachine.provide({
    actors: {
      loadStopService: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calls.calendar(input.town)),
      submitStopService: fromPromise(({ input }: { input: StopServiceSubmitInput }) => calls.submit(input)),
      proveAccount: fromPromise(({ input }: { input: StopProofInput }) => (calls.prove ?? stopServiceApiCalls.prove!)(input.accountNumber, input.lastName)),
    },
  });
}

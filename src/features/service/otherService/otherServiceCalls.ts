/**
 * Other service: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { otherServiceMachine } from '../../../../machines/service/otherService/otherService.machine.ts';
import type { OtherServiceSubmitInput } from '../../../../machines/service/otherService/otherService.types.ts';
import type { OtherServicePlace } from '../../../domain/otherService.ts';
import type { ServiceRequestSummary } from '../../../domain/serviceRequests.ts';
import { otherServiceApi } from '../../../api/otherService.ts';

export interface OtherServiceCalls {
  load: (accountNumber: string) => Promise<OtherServicePlace>;
  submit: (body: OtherServiceSubmitInput) => Promise<ServiceRequestSummary>;
}

export const otherServiceApiCalls: OtherServiceCalls = otherServiceApi;

export function providedOtherServiceMachine(calls: OtherServiceCalls) {
  return otherServiceMachine.provide({
    actors: {
      loadOtherService: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      submitOtherService: fromPromise(({ input }: { input: OtherServiceSubmitInput }) => calls.submit(input)),
    },
  });
}

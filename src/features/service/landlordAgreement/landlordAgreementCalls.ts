/**
 * Landlord agreement: the calls, their implementation against the portal's services, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { landlordAgreementMachine } from '../../../../machines/service/landlordAgreement/landlordAgreement.machine.ts';
import type { LandlordAgreementSubmitInput } from '../../../../machines/service/landlordAgreement/landlordAgreement.types.ts';
import type { LandlordAgreementRecord } from '../../../domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../../../domain/serviceRequests.ts';
import { landlordAgreementApi } from '../../../api/landlordAgreement.ts';

export interface LandlordAgreementCalls {
  load: () => Promise<LandlordAgreementRecord>;
  submit: (body: LandlordAgreementSubmitInput) => Promise<ServiceRequestSummary>;
}

export const landlordAgreementApiCalls: LandlordAgreementCalls = landlordAgreementApi;

export function providedLandlordAgreementMachine(calls: LandlordAgreementCalls) {
  return landlordAgreementMachine.provide({
    actors: {
      loadLandlordAgreement: fromPromise(() => calls.load()),
      submitLandlordAgreement: fromPromise(({ input }: { input: LandlordAgreementSubmitInput }) => calls.submit(input)),
    },
  });
}

/**
 * KYC request: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { kycRequestMachine } from '../../../../machines/service/kycRequest/kycRequest.machine.ts';
import type { KycRequestSubmitInput } from '../../../../machines/service/kycRequest/kycRequest.types.ts';
import type { KycReceipt } from '../../../domain/kyc.ts';
import { kycRequestApi } from '../../../api/kycRequest.ts';
import { uploadDocument } from '../../../api/documents.ts';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';

export interface KycRequestCalls {
  submit: (body: KycRequestSubmitInput) => Promise<KycReceipt>;
  /** The upload fields' call (the documents area: a signed-in customer's own files, or a visitor's). */
  upload: UploadFile;
}

export const kycRequestApiCalls: KycRequestCalls = {
  submit: kycRequestApi.submit,
  upload: (file, options) => uploadDocument(file, {}, options),
};

export function providedKycRequestMachine(calls: KycRequestCalls) {
  return kycRequestMachine.provide({
    actors: {
      submitKyc: fromPromise(({ input }: { input: KycRequestSubmitInput }) => calls.submit(input)),
    },
  });
}

/**
 * New connection request: the calls, their implementation against the service area, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { newConnectionMachine } from '../../../../machines/service/newConnection/newConnection.machine.ts';
import type { NewConnectionQuoteInput, NewConnectionSubmitInput } from '../../../../machines/service/newConnection/newConnection.types.ts';
import type { NewConnectionQuote, NewConnectionReceipt } from '../../../domain/newConnection.ts';
import { newConnectionApi } from '../../../api/newConnection.ts';
import { uploadDocument } from '../../../api/documents.ts';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';

export interface NewConnectionCalls {
  quote: (basis: NewConnectionQuoteInput) => Promise<NewConnectionQuote>;
  submit: (body: NewConnectionSubmitInput) => Promise<NewConnectionReceipt>;
  /** The sketch upload (the documents area: a customer's own files, a visitor's served to agents only). */
  upload: UploadFile;
}

export const newConnectionApiCalls: NewConnectionCalls = {
  ...newConnectionApi,
  upload: (file, options) => uploadDocument(file, {}, options),
};

export function providedNewConnectionMachine(calls: NewConnectionCalls) {
  return newConnectionMachine.provide({
    actors: {
      quoteNewConnection: fromPromise(({ input }: { input: NewConnectionQuoteInput }) => calls.quote(input)),
      submitNewConnection: fromPromise(({ input }: { input: NewConnectionSubmitInput }) => calls.submit(input)),
    },
  });
}

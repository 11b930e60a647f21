/**
 * NewConnection: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { newConnectionMachine } from '../../../../machines/service/newConnection/newConnection.machine.ts';
import type { NewConnectionSubmitInput } from '../../../../machines/service/newConnection/newConnection.types.ts';
import type { NewConnectionReceipt, NewConnectionRecord } from '../../../domain/newConnection.ts';
import { newConnectionApi } from '../../../api/newConnection.ts';

export interface NewConnectionCalls {
  load: (accountNumber: string) => Promise<NewConnectionRecord>;
  submit: (body: NewConnectionSubmitInput) => Promise<NewConnectionReceipt>;
}

export const newConnectionApiCalls: NewConnectionCalls = newConnectionApi;

export function providedNewConnectionMachine(calls: NewConnectionCalls) {
  return newConnectionMachine.provide({
    actors: {
      loadNewConnection: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      submitNewConnection: fromPromise(({ input }: { input: NewConnectionSubmitInput }) => calls.submit(input)),
    },
  });
}

/**
 * Transfer service: the calls, their implementation against the service area, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { transferServiceMachine } from '../../../../machines/service/transferService/transferService.machine.ts';
import type { MoveInCheckInput, MoveOutCheckInput, TransferServiceSubmitInput } from '../../../../machines/service/transferService/transferService.types.ts';
import type { CalendarDay, Eligibility, MoveOutCheck, Premise, TransferReceipt } from '../../../domain/serviceRequests.ts';
import { serviceApi } from '../../../api/service.ts';

export interface TransferServiceCalls {
  /** Signed in the account alone; a visitor's with the holder's last name. */
  moveOut: (accountNumber: string, lastName: string | null) => Promise<MoveOutCheck>;
  calendar: (town: string) => Promise<CalendarDay[]>;
  search: (query: string, town: string) => Promise<Premise[]>;
  moveIn: (input: MoveInCheckInput) => Promise<Eligibility>;
  submit: (body: TransferServiceSubmitInput) => Promise<TransferReceipt>;
}

export const transferServiceApiCalls: TransferServiceCalls = {
  moveOut: (accountNumber) => serviceApi.moveOutCheck(accountNumber),
  calendar: serviceApi.calendar,
  search: serviceApi.premises,
  moveIn: ({ premiseId, accountNumber }) => serviceApi.moveInEligibility(premiseId, accountNumber),
  submit: (body) => ('orderType' in body ? serviceApi.submitTransfer(body) : serviceApi.submitPreTransfer(body)),
};

/** A visitor's calls: the account proven by its holder's last name, the request with the contact details. */
export const preTransferServiceApiCalls: TransferServiceCalls = {
  ...transferServiceApiCalls,
  moveOut: (accountNumber, lastName) => serviceApi.preMoveOutCheck(accountNumber, lastName ?? ''),
  submit: (body) => ('orderType' in body ? serviceApi.submitTransfer(body) : serviceApi.submitPreTransfer(body)),
};

export function providedTransferServiceMachine(calls: TransferServiceCalls) {
  return transferServiceMachine.provide({
    actors: {
      checkMoveOut: fromPromise(({ input }: { input: MoveOutCheckInput }) => calls.moveOut(input.accountNumber, input.lastName)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calls.calendar(input.town)),
      searchPremises: fromPromise(({ input }: { input: { query: string; town: string } }) => calls.search(input.query, input.town)),
      checkEligibility: fromPromise(({ input }: { input: MoveInCheckInput }) => calls.moveIn(input)),
      submitTransfer: fromPromise(({ input }: { input: TransferServiceSubmitInput }) => calls.submit(input)),
    },
  });
}

/**
 * MeterInspection: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { meterInspectionMachine } from '../../../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionSubmitInput } from '../../../../machines/service/meterInspection/meterInspection.types.ts';
import type { MeterInspectionReceipt, MeterInspectionRecord } from '../../../domain/meterInspection.ts';
import { meterInspectionApi } from '../../../api/meterInspection.ts';

export interface MeterInspectionCalls {
  load: (accountNumber: string) => Promise<MeterInspectionRecord>;
  submit: (body: MeterInspectionSubmitInput) => Promise<MeterInspectionReceipt>;
}

export const meterInspectionApiCalls: MeterInspectionCalls = meterInspectionApi;

export function providedMeterInspectionMachine(calls: MeterInspectionCalls) {
  return meterInspectionMachine.provide({
    actors: {
      loadMeterInspection: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      submitMeterInspection: fromPromise(({ input }: { input: MeterInspectionSubmitInput }) => calls.submit(input)),
    },
  });
}

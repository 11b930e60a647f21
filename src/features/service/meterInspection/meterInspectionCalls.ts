/**
 * The meter inspection request: the calls, their implementation against the service area, and the
 * machine they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { meterInspectionMachine } from '../../../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionSubmitInput } from '../../../../machines/service/meterInspection/meterInspection.types.ts';
import type { MeterInspectionReceipt } from '../../../domain/meterInspection.ts';
import type { CalendarDay } from '../../../domain/serviceRequests.ts';
import { meterInspectionApi } from '../../../api/meterInspection.ts';
import { serviceApi } from '../../../api/service.ts';
import { uploadDocument } from '../../../api/documents.ts';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';

export interface MeterInspectionCalls {
  calendar: (town: string) => Promise<CalendarDay[]>;
  submit: (body: MeterInspectionSubmitInput) => Promise<MeterInspectionReceipt>;
  /** The upload fields' call (the documents area; a visitor's files are served to agents only). */
  upload: UploadFile;
}

export const meterInspectionApiCalls: MeterInspectionCalls = {
  calendar: serviceApi.calendar,
  submit: meterInspectionApi.submit,
  upload: (file, options) => uploadDocument(file, {}, options),
};

export function providedMeterInspectionMachine(calls: MeterInspectionCalls) {
  return meterInspectionMachine.provide({
    actors: {
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calls.calendar(input.town)),
      submitMeterInspection: fromPromise(({ input }: { input: MeterInspectionSubmitInput }) => calls.submit(input)),
    },
  });
}

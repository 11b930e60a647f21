/**
 * The service tracker: the calls, their implementation against the service area, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { serviceTrackerMachine } from '../../../../machines/service/serviceTracker/serviceTracker.machine.ts';
import type { CalendarDay, EditAppointment, ServiceRequestSummary, SupplyDocuments } from '../../../domain/serviceRequests.ts';
import { uploadDocument } from '../../../api/documents.ts';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { serviceApi } from '../../../api/service.ts';

export interface ServiceTrackerCalls {
  load: () => Promise<ServiceRequestSummary[]>;
  cancel: (reference: string) => Promise<ServiceRequestSummary>;
  calendar: (town: string) => Promise<CalendarDay[]>;
  editAppointment: (body: EditAppointment) => Promise<ServiceRequestSummary>;
  /** The upload field's call (the customer's own documents, attached by supplyDocuments). */
  upload: UploadFile;
  supplyDocuments: (body: SupplyDocuments) => Promise<ServiceRequestSummary>;
}

export const serviceTrackerApiCalls: ServiceTrackerCalls = { load: serviceApi.requests, cancel: serviceApi.cancel, calendar: serviceApi.calendar,
  editAppointment: serviceApi.editAppointment,
  upload: (file, options) => uploadDocument(file, {}, options),
  supplyDocuments: serviceApi.supplyDocuments,
};

export function providedServiceTrackerMachine(calls: ServiceTrackerCalls) {
  return serviceTrackerMachine.provide({
    actors: {
      loadRequests: fromPromise(() => calls.load()),
      cancelRequest: fromPromise(({ input }: { input: { reference: string } }) => calls.cancel(input.reference)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calls.calendar(input.town)),
      editAppointment: fromPromise(({ input }: { input: EditAppointment }) => calls.editAppointment(input)),
      supplyDocuments: fromPromise(({ input }: { input: SupplyDocuments }) => calls.supplyDocuments(input)),
    },
  });
}

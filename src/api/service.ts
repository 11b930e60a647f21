/** The service area's calls (src/domain/serviceRequests.ts), unwrapped for actors. */
import { apiGet, apiPost, unwrap } from './client.ts';
import { serviceCalls, type CalendarDay, type ServiceRequestSummary, type StopRequest, type StopServiceAddress } from '../domain/serviceRequests.ts';

export const serviceApi = {
  stopServiceAddress: (accountNumber: string) => unwrap(apiGet<StopServiceAddress>('service', serviceCalls.stopServiceAddress, { accountNumber })),
  calendar: (town: string) => unwrap(apiGet<CalendarDay[]>('service', serviceCalls.appointments, { town })),
  submitStop: (body: StopRequest) => unwrap(apiPost<ServiceRequestSummary>('service', serviceCalls.submit, body)),
  requests: () => unwrap(apiGet<ServiceRequestSummary[]>('service', serviceCalls.requests)),
  cancel: (reference: string) => unwrap(apiPost<ServiceRequestSummary>('service', serviceCalls.cancel, { reference })),
};

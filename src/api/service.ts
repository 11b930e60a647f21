/** The service area's calls (src/domain/serviceRequests.ts), unwrapped for actors. */
import { apiGet, apiPost, unwrap } from './client.ts';
import { serviceCalls, type CalendarDay, type EditAppointment, type SupplyDocuments, type CoApplicant, type Eligibility, type Premise, type ServiceRequestSummary, type ScheduledRequestSummary, type StartRequest, type StopRequest, type StopServiceAddress, type MoveOutCheck, type PreStartReceipt, type PreStartRequest, type TrackResult, type TransferReceipt, type TransferRequest, type PreTransferRequest, type PreStopRequest } from '../domain/serviceRequests.ts';

export const serviceApi = {
  stopServiceAddress: (accountNumber: string) => unwrap(apiGet<StopServiceAddress>('service', serviceCalls.stopServiceAddress, { accountNumber })),
  calendar: (town: string) => unwrap(apiGet<CalendarDay[]>('service', serviceCalls.appointments, { town })),
  submitStop: (body: StopRequest) => unwrap(apiPost<ScheduledRequestSummary>('service', serviceCalls.submit, body)),
  premises: (query: string, town: string) => unwrap(apiGet<Premise[]>('service', serviceCalls.premises, town ? { query, town } : { query })),
  eligibility: (premiseId: string, orderType: 'START' | 'TRANSFER') => unwrap(apiPost<Eligibility>('service', serviceCalls.premiseEligibility, { premiseId, orderType })),
  /** The move-in check of a transfer names the account moved out of (its own premise is refused). */
  moveInEligibility: (premiseId: string, accountNumber: string) => unwrap(apiPost<Eligibility>('service', serviceCalls.premiseEligibility, { premiseId, orderType: 'TRANSFER', accountNumber })),
  moveOutCheck: (accountNumber: string) => unwrap(apiPost<MoveOutCheck>('service', serviceCalls.moveOutCheck, { accountNumber })),
  submitTransfer: (body: TransferRequest) => unwrap(apiPost<TransferReceipt>('service', serviceCalls.submit, body)),
  /** A visitor's move-out check: the account proven by the holder's last name. */
  preMoveOutCheck: (accountNumber: string, lastName: string, flow?: 'STOP') => unwrap(apiPost<MoveOutCheck>('service', serviceCalls.preMoveOutCheck, flow ? { accountNumber, lastName, flow } : { accountNumber, lastName })),
  /** A visitor's transfer (no sign-in). */
  submitPreTransfer: (body: PreTransferRequest) => unwrap(apiPost<TransferReceipt>('service', serviceCalls.preTransfer, body)),
  /** A visitor's stop (no sign-in). */
  submitPreStop: (body: PreStopRequest) => unwrap(apiPost<ScheduledRequestSummary>('service', serviceCalls.preStop, body)),
  identity: (body: { premiseId: string; coApplicant: CoApplicant }) => unwrap(apiPost<{ verified: boolean }>('service', serviceCalls.identityCheck, body)),
  submitStart: (body: StartRequest) => unwrap(apiPost<ScheduledRequestSummary>('service', serviceCalls.submit, body)),
  /** A visitor's local-market start (no sign-in). */
  submitPreStart: (body: PreStartRequest) => unwrap(apiPost<PreStartReceipt>('service', serviceCalls.preStart, body)),
  /** A request tracked without signing in, by its reference and the email or phone given. */
  track: (reference: string, contact: string) => unwrap(apiPost<TrackResult>('service', serviceCalls.track, { reference, contact })),
  requests: () => unwrap(apiGet<ServiceRequestSummary[]>('service', serviceCalls.requests)),
  cancel: (reference: string) => unwrap(apiPost<ServiceRequestSummary>('service', serviceCalls.cancel, { reference })),
  supplyDocuments: (body: SupplyDocuments) => unwrap(apiPost<ServiceRequestSummary>('service', serviceCalls.supplyDocuments, body)),
  editAppointment: (body: EditAppointment) => unwrap(apiPost<ServiceRequestSummary>('service', serviceCalls.editAppointment, body)),
};

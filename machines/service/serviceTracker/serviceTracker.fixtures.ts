/** Sample requests of the service tracker (catalogue, machine tests, stories). */
import type { CalendarDay, ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';

/** An open stop request with a document attached. */
export const openStopRequest: ServiceRequestSummary = {
  reference: 'SR-4F2A9C01',
  orderType: 'STOP',
  status: 0,
  priority: 5,
  accountNumber: '300041526371',
  premiseId: '4041526371',
  appointment: { day: '2026-12-01', slot: 0, town: 'Gaborone-Main Mall' },
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  byAgent: false,
  timeline: [{ status: 0, note: 'Stop service requested', at: '2026-11-26T08:00:00.000Z' }],
  documents: [{ id: '6f1c2b7e-2d5a-4c1e-9a57-0b8e4c1d2f30', fileName: 'Final meter reading.pdf', contentType: 'application/pdf', size: 184320, uploadedAt: '2026-11-26T08:05:00.000Z' }],
};

/** A start request waiting for a document from the customer, made by an agent. */
export const requiresWorkRequest: ServiceRequestSummary = {
  reference: 'SR-7B3D0E22',
  orderType: 'START',
  status: 2,
  priority: 1,
  accountNumber: null,
  premiseId: 'MAUN-0002',
  appointment: { day: '2026-12-03', slot: 1, town: 'Maun' },
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  byAgent: true,
  timeline: [
    { status: 0, note: 'Start service requested', at: '2026-11-20T09:30:00.000Z' },
    { status: 2, note: 'A document is missing', at: '2026-11-21T10:00:00.000Z' },
  ],
  documents: [],
  missingDocument: 'PROOF_OF_IDENTITY',
};

/** A transfer already closed. */
export const closedRequest: ServiceRequestSummary = {
  reference: 'SR-19C4A0F3',
  orderType: 'TRANSFER',
  status: 1,
  priority: 7,
  accountNumber: '300041526389',
  premiseId: 'FRAN-0001',
  appointment: { day: '2026-10-12', slot: 2, town: 'Francistown' },
  createdAt: '2026-10-01T07:00:00.000Z',
  updatedAt: '2026-10-12T12:00:00.000Z',
  byAgent: false,
  timeline: [
    { status: 0, note: 'Transfer service requested', at: '2026-10-01T07:00:00.000Z' },
    { status: 1, note: 'Completed', at: '2026-10-12T12:00:00.000Z' },
  ],
  documents: [],
};

export const sampleRequests: ServiceRequestSummary[] = [openStopRequest, requiresWorkRequest, closedRequest];

/** The open stop request once cancelled. */
export const cancelledStopRequest: ServiceRequestSummary = {
  ...openStopRequest,
  status: 1,
  updatedAt: '2026-11-26T09:00:00.000Z',
  timeline: [...openStopRequest.timeline, { status: 1, note: 'Cancelled by the customer', at: '2026-11-26T09:00:00.000Z' }],
};

/** The open stop request moved to the second day's 12:00 to 14:00 slot. */
export const editedStopRequest: ServiceRequestSummary = {
  ...openStopRequest,
  appointment: { day: '2026-12-02', slot: 3, town: 'Gaborone-Main Mall' },
  updatedAt: '2026-11-26T09:30:00.000Z',
  timeline: [...openStopRequest.timeline, { status: 0, note: 'Appointment changed by the customer', at: '2026-11-26T09:30:00.000Z' }],
};

const freePlaces = (places: number) => ([0, 1, 2, 3, 4] as const).map((slot) => ({ slot, free: places }));

/** The calendar of the open stop request's town: two working days, the second's 12:00 slot nearly full. */
export const trackerCalendar: CalendarDay[] = [
  { day: '2026-12-01', slots: freePlaces(3) },
  { day: '2026-12-02', slots: [...freePlaces(4).slice(0, 3), { slot: 3, free: 1 }, { slot: 4, free: 0 }] },
];

/** The id of the document uploaded for the requires-work request. */
export const suppliedDocumentId = '0b9a3c55-7d41-4a8e-9f2c-5e6d7a8b9c01';

/** The requires-work request once its document was received: Open again. */
export const suppliedRequest: ServiceRequestSummary = {
  ...requiresWorkRequest,
  status: 0,
  missingDocument: undefined,
  updatedAt: '2026-11-22T08:00:00.000Z',
  timeline: [...requiresWorkRequest.timeline, { status: 0, note: 'Missing document received', at: '2026-11-22T08:00:00.000Z' }],
  documents: [{ id: suppliedDocumentId, fileName: 'Omang.pdf', contentType: 'application/pdf', size: 92160, uploadedAt: '2026-11-22T07:59:00.000Z' }],
};

/** Sample data of stop service (catalogue, machine tests, stories). */
import type { CalendarDay, MoveOutCheck, ScheduledRequestSummary, StopServiceAddress } from '../../../src/domain/serviceRequests.ts';

export const sampleStopServiceAccount = '300041526371';

export const sampleStopService: StopServiceAddress = {
  accountNumber: sampleStopServiceAccount,
  customerNumber: '1041526371',
  meterNumber: '04123456789',
  premiseId: '4041526371',
  serviceAddress: { address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone', postalCode: '10001', town: 'Gaborone-Main Mall' },
  outstandingBalance: 412.5,
  autopay: false,
  mailingAddress: { addressType: 0, address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone', country: 'BW' },
};

const free = (places: number) => [0, 1, 2, 3, 4].map((slot) => ({ slot: slot as 0 | 1 | 2 | 3 | 4, free: places }));

/** Two working days: every slot free. */
export const sampleCalendar: CalendarDay[] = [
  { day: '2026-12-01', slots: free(4) },
  { day: '2026-12-02', slots: free(4) },
];

/** The same days after the first day's ALLDAY places went to others. */
export const calendarAfterSlotTaken: CalendarDay[] = [
  { day: '2026-12-01', slots: [{ slot: 0, free: 0 }, ...free(4).slice(1)] },
  { day: '2026-12-02', slots: free(4) },
];

export const sampleStopReceipt: ScheduledRequestSummary = {
  reference: 'SR-4F2A9C01',
  orderType: 'STOP',
  status: 0,
  priority: 5,
  accountNumber: sampleStopServiceAccount,
  premiseId: '4041526371',
  appointment: { day: '2026-12-01', slot: 0, town: 'Gaborone-Main Mall' },
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  byAgent: false,
  timeline: [{ status: 0, note: 'Stop service requested', at: '2026-11-26T08:00:00.000Z' }],
  documents: [],
};

/** A visitor's proof answered (the transfer's move-out check): the account may be stopped. */
export const stopProven: MoveOutCheck = { eligible: true, stop: sampleStopService };

/** A visitor's proof answered: a stop is already open on the account. */
export const stopAlreadyOpen: MoveOutCheck = { eligible: false, stop: sampleStopService, msgcode: 'SRV_STOP_PENDING' };

/** The holder's last name of the sample account, as a visitor proves it. */
export const sampleStopHolder = 'Molefe';

/** Sample data of transfer service (catalogue, machine tests, stories). */
import type { CalendarDay, Eligibility, MoveOutCheck, Premise, TransferReceipt } from '../../../src/domain/serviceRequests.ts';
import { sampleStopService, sampleStopServiceAccount } from '../stopService/stopService.fixtures.ts';

export const sampleTransferAccount = sampleStopServiceAccount;

export const mayMoveOut: MoveOutCheck = { eligible: true, stop: sampleStopService };
export const stopPending: MoveOutCheck = { eligible: false, stop: sampleStopService, msgcode: 'SRV_STOP_PENDING' };

export const newPremise: Premise = { premiseId: 'PR-MAU-102', address1: 'Plot 1460, Kgale View Road', address2: null, city: 'Maun', town: 'Maun', postalCode: '00267' };
/** The premise moved out of, as the search finds it. */
export const currentPremise: Premise = { premiseId: sampleStopService.premiseId, address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone', town: 'Gaborone-Main Mall', postalCode: '10001' };
export const transferPremises: Premise[] = [newPremise, currentPremise];

export const moveInEligible: Eligibility = { eligible: true, premise: newPremise };
export const moveInCurrent: Eligibility = { eligible: false, premise: currentPremise, reason: 'CURRENT_PREMISE', msgcode: 'SRV_PREMISE_CURRENT' };

const free = (places: number) => [0, 1, 2, 3, 4].map((slot) => ({ slot: slot as 0 | 1 | 2 | 3 | 4, free: places }));
/** Two working days; the second day's ALLDAY places are taken. */
export const transferCalendar: CalendarDay[] = [
  { day: '2026-12-01', slots: free(4) },
  { day: '2026-12-02', slots: free(4).map((s) => (s.slot === 0 ? { ...s, free: 0 } : s)) },
];

export const sampleTransferReceipt: TransferReceipt = {
  moveOut: {
    reference: 'SR-5A1B2C3D',
    orderType: 'STOP',
    status: 0,
    priority: 5,
    accountNumber: sampleTransferAccount,
    premiseId: sampleStopService.premiseId,
    appointment: { day: '2026-12-01', slot: 0, town: 'Gaborone-Main Mall' },
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
    byAgent: false,
    timeline: [{ status: 0, note: 'Stop service requested', at: '2026-11-26T08:00:00.000Z' }],
    documents: [],
    linkedReference: 'SR-6E7F8A9B',
  },
  moveIn: {
    reference: 'SR-6E7F8A9B',
    orderType: 'TRANSFER',
    status: 0,
    priority: 5,
    accountNumber: null,
    premiseId: newPremise.premiseId,
    appointment: { day: '2026-12-02', slot: 2, town: 'Maun' },
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
    byAgent: false,
    timeline: [{ status: 0, note: 'Transfer service requested', at: '2026-11-26T08:00:00.000Z' }],
    documents: [],
    linkedReference: 'SR-5A1B2C3D',
  },
};

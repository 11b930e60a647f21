/** Sample data of Other service (catalogue, machine tests, stories, view paths). */
import type { OtherServiceForm, OtherServicePlace } from '../../../src/domain/otherService.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';

export const sampleOtherServiceAccount = '300041526371';
export const sampleOtherServiceToday = '2026-11-28';

export const sampleOtherServicePlace: OtherServicePlace = {
  accountNumber: sampleOtherServiceAccount,
  premiseId: 'GAB-0412',
  installation: 'M-88120455',
  serviceAddress: { address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone' },
};

/** A form that keeps every rule on sampleOtherServiceToday. */
export const validOtherServiceForm: OtherServiceForm = {
  orderType: 'METER',
  taskType: 'TEST_METER',
  startDate: '15/12/2026',
  message: 'The meter runs fast since the storm; please test it.',
};

/** A start date outside the window (today is not allowed). */
export const pastOtherServiceStartDate = '28/11/2026';

export const sampleOtherServiceReceipt: ServiceRequestSummary = {
  reference: 'SR-7C21D9E4',
  orderType: 'OTHER',
  status: 0,
  priority: 5,
  accountNumber: sampleOtherServiceAccount,
  premiseId: 'GAB-0412',
  appointment: null,
  createdAt: '2026-11-28T09:12:00.000Z',
  updatedAt: '2026-11-28T09:12:00.000Z',
  byAgent: false,
  timeline: [{ status: 0, note: 'Other service requested', at: '2026-11-28T09:12:00.000Z' }],
  documents: [],
};

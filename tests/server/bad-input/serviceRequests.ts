/**
 * The service-request calls (issue 14): premises, eligibility, calendar, GetStopServiceAddress,
 * SubmitServiceRequest, the tracker's list. Cancel needs a request made first: its bad input is
 * sent in tests/server/service-requests.test.ts.
 */
import { count } from 'drizzle-orm';
import type { BadInputCalls, GetCall } from '../badInputCalls.ts';
import * as t from '../../../server/db/schema.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { addDaysIso, isoDay } from '../../../src/domain/format.ts';
import { serviceCalls } from '../../../src/domain/serviceRequests.ts';
import { adminBasePath } from '../../../src/domain/admin.ts';
import { devAdminCalls } from '../../../src/domain/devAdmin.ts';

const base = apiAreas.service;

/** A working day a few days ahead (the calendar offers tomorrow to three weeks, no Sundays). */
function workingDay(offset: number) {
  let day = addDaysIso(isoDay(new Date()), offset);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDaysIso(day, 1);
  return day;
}

export const badInput: BadInputCalls = ({ server, customerAuth }) => {
  const rows = async (table: typeof t.serviceOrders | typeof t.interactionRecords | typeof t.appointmentSlots | typeof t.serviceOrderEvents) => (await server().db.select({ n: count() }).from(table))[0]!.n;
  return {
    get: ([
      {
        name: 'service/premises', path: `${base}${serviceCalls.premises}`, valid: { query: 'Plot', town: 'Maun' },
        required: ['query'], strings: ['query', 'town'], badValues: [{ query: 'a' }, { town: 'Cairo', query: 'Plot' }, { query: '' }],
      },
      {
        name: 'service/appointments', path: `${base}${serviceCalls.appointments}`, valid: { town: 'Kanye' },
        required: ['town'], strings: ['town', 'from'], badValues: [{ town: 'Nowhere' }, { from: '2026-13-01', town: 'Kanye' }, { from: 'tomorrow', town: 'Kanye' }],
      },
      {
        name: 'service/GetStopServiceAddress', path: `${base}${serviceCalls.stopServiceAddress}`, headers: customerAuth, valid: { accountNumber: '300041526371' },
        required: ['accountNumber'], strings: ['accountNumber'], badValues: [{ accountNumber: '12' }, { accountNumber: 'abcdefgh' }, { accountNumber: '' }],
      },
      { name: 'service/requests', path: `${base}${serviceCalls.requests}`, headers: customerAuth, valid: {} },
    ] satisfies GetCall[]) as GetCall[],
    post: [
      {
        name: 'service/premises/eligibility',
        path: `${base}${serviceCalls.premiseEligibility}`,
        headers: customerAuth,
        valid: { premiseId: 'PR-MAU-101', orderType: 'START' },
        required: ['premiseId', 'orderType'],
        strings: ['premiseId', 'accountNumber'],
        wrongTypes: [{ premiseId: 'pr mau' }, { premiseId: 5 }, { orderType: 'STOP' }, { orderType: 'start' }, { accountNumber: '12' }, { accountNumber: 300041526371 }],
        state: async () => [await rows(t.interactionRecords)],
      },
      {
        name: 'service/coapplicant/identity',
        path: `${base}${serviceCalls.identityCheck}`,
        headers: customerAuth,
        valid: { premiseId: 'PR-MAU-101', coApplicant: { firstName: 'Neo', lastName: 'Kgosi', birth: { day: '14', month: '3', year: '1990' }, idNumber: '123415678' } },
        required: ['premiseId', 'coApplicant'],
        strings: ['premiseId'],
        wrongTypes: [
          { premiseId: 'pr mau' }, { coApplicant: { firstName: 'Neo' } }, { coApplicant: { firstName: '', lastName: 'Kgosi', birth: { day: '14', month: '3', year: '1990' }, idNumber: '123415678' } },
          { coApplicant: { firstName: 'Neo', lastName: 'Kgosi', birth: { day: 'x', month: '3', year: '1990' }, idNumber: '123415678' } },
          { coApplicant: { firstName: 'Neo', lastName: 'Kgosi', birth: { day: '14', month: '3', year: '1990' }, idNumber: '12-34' } },
        ],
        state: async () => [await rows(t.interactionRecords)],
      },
      {
        name: 'service/SubmitServiceRequest (start)',
        path: `${base}${serviceCalls.submit}`,
        headers: customerAuth,
        get valid() {
          return {
            orderType: 'START', premiseId: 'PR-MAU-102', customerType: 'RESIDENTIAL', mailingAddress: { addressType: 0, address1: 'Plot 9, Main Road', city: 'Maun', country: 'BW' },
            appointment: { day: workingDay(4), slot: 1 }, accessInstructions: '', gateCode: '', creditReview: true, depositOption: 'DEPOSIT', optInText: false, paperless: true, documentIds: [],
          };
        },
        required: ['orderType', 'premiseId', 'customerType', 'mailingAddress', 'appointment', 'accessInstructions', 'gateCode', 'creditReview', 'depositOption', 'optInText', 'paperless', 'documentIds'],
        strings: ['premiseId', 'customerType', 'accessInstructions', 'gateCode', 'depositOption'],
        wrongTypes: [
          { customerType: 'ALIEN' }, { depositOption: 'IOU' }, { gateCode: 'open sesame!' }, { accessInstructions: 'x'.repeat(201) }, { creditReview: 'yes' },
          { documentIds: ['not-a-uuid'] }, { textNumber: '0123' }, { coApplicant: { firstName: 'Neo' } }, { businessName: '<script>' },
        ],
        state: async () => [await rows(t.serviceOrders), await rows(t.serviceOrderEvents), await rows(t.appointmentSlots), await rows(t.interactionRecords)],
      },
      {
        name: 'service/SubmitServiceRequest',
        path: `${base}${serviceCalls.submit}`,
        headers: customerAuth,
        get valid() {
          return { orderType: 'STOP', accountNumber: '300041526389', appointment: { day: workingDay(4), slot: 1 }, reason: 'MOVING', mailingAddress: { addressType: 0, address1: 'Plot 9, Main Road', city: 'Maun', country: 'BW' } };
        },
        required: ['orderType', 'accountNumber', 'appointment', 'reason', 'mailingAddress'],
        strings: ['accountNumber', 'reason'],
        wrongTypes: [
          { orderType: 'DEMOLISH' }, { accountNumber: '1' }, { appointment: { day: 'soon', slot: 1 } }, { appointment: { day: workingDay(4), slot: 9 } },
          { reason: 'BORED' }, { mailingAddress: { addressType: 7 } }, { mailingAddress: { addressType: 1, poBox: 'abc', city: 'Maun', country: 'BW' } },
          { mailingAddress: { addressType: 2, address1: 'Unit 1', city: 'APO', state: 'XX', country: 'US' } },
        ],
        state: async () => [await rows(t.serviceOrders), await rows(t.serviceOrderEvents), await rows(t.appointmentSlots), await rows(t.interactionRecords)],
      },
      {
        name: 'service/transfer/move-out',
        path: `${base}${serviceCalls.moveOutCheck}`,
        headers: customerAuth,
        valid: { accountNumber: '300041526371' },
        required: ['accountNumber'],
        strings: ['accountNumber'],
        wrongTypes: [{ accountNumber: '12' }, { accountNumber: 300041526371 }, { accountNumber: 'abcdefgh' }],
        state: async () => [await rows(t.interactionRecords)],
      },
      {
        name: 'service/prelogin/transfer/move-out',
        path: `${base}${serviceCalls.preMoveOutCheck}`,
        headers: {},
        valid: { accountNumber: '300041526371', lastName: 'Molefe' },
        required: ['accountNumber', 'lastName'],
        strings: ['accountNumber', 'lastName'],
        wrongTypes: [{ accountNumber: '12' }, { accountNumber: 300041526371 }, { lastName: '' }, { lastName: 'x'.repeat(101) }, { lastName: 7 }],
        state: async () => [await rows(t.interactionRecords)],
      },
      {
        name: 'service/SubmitServiceRequest (transfer)',
        path: `${base}${serviceCalls.submit}`,
        headers: customerAuth,
        get valid() {
          return { orderType: 'TRANSFER', accountNumber: '300041526371', moveOut: { day: workingDay(4), slot: 0 }, premiseId: 'PR-MAU-103', moveIn: { day: workingDay(5), slot: 0 }, mailingAddress: { addressType: 0, address1: 'Plot 9, Main Road', city: 'Maun', country: 'BW' } };
        },
        required: ['orderType', 'accountNumber', 'moveOut', 'premiseId', 'moveIn', 'mailingAddress'],
        strings: ['accountNumber', 'premiseId'],
        wrongTypes: [{ accountNumber: '1' }, { premiseId: 'pr mau' }, { moveOut: { day: 'soon', slot: 0 } }, { moveIn: { day: workingDay(5), slot: 9 } }, { mailingAddress: { addressType: 7 } }],
        state: async () => [await rows(t.serviceOrders), await rows(t.serviceOrderEvents), await rows(t.appointmentSlots), await rows(t.interactionRecords)],
      },
    ],
    ownFile: [
      { method: 'POST', path: `${base}${serviceCalls.cancel}`, testedIn: './service-requests.test.ts' },
      // Both need a request made first (and, for the documents, the customer's uploads).
      { method: 'POST', path: `${base}${serviceCalls.editAppointment}`, testedIn: './service-requests.test.ts' },
      { method: 'POST', path: `${base}${serviceCalls.supplyDocuments}`, testedIn: './service-requests.test.ts' },
      { method: 'POST', path: `${adminBasePath}${devAdminCalls.requireWork}`, testedIn: './service-requests.test.ts' },
      // Its body names the visitor's uploads, made first.
      { method: 'POST', path: `${base}${serviceCalls.preStart}`, testedIn: './pre-start-service.test.ts' },
      { method: 'POST', path: `${base}${serviceCalls.track}`, testedIn: './pre-start-service.test.ts' },
      // Its valid body makes a transfer: the bad bodies are sent there, with the race for the last place.
      { method: 'POST', path: `${base}${serviceCalls.preTransfer}`, testedIn: './pre-transfer-service.test.ts' },
      // Its valid body makes a stop (one per account): the bad bodies are sent there.
      { method: 'POST', path: `${base}${serviceCalls.preStop}`, testedIn: './pre-stop-service.test.ts' },
    ],
  };
};

/** Bad-input registration of the outage calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { adminBasePath, adminTokenHeader } from '../../../src/domain/admin.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { outageCalls } from '../../../src/domain/calls.ts';
import { devAdminCalls } from '../../../src/domain/devAdmin.ts';
import * as t from '../../../server/db/schema.ts';
import type { BadInputCalls, PostCall } from '../badInputCalls.ts';
import { testAdminToken } from '../helpers.ts';

const path = (call: string) => `${apiAreas.outage}${call}`;

export const badInput: BadInputCalls = ({ server, customerAuth }) => {
  // Lookups write nothing; what they must not change is the outage data.
  const outages = async () => server().db.select().from(t.outages);
  const coordinates = { latitude: -24.65, longitude: 25.9 };
  const badCoordinates = [{ latitude: '-24.6' }, { latitude: 91 }, { latitude: null }, { longitude: 181 }, { longitude: 'east' }, { latitude: -1e308 }];
  const post: PostCall[] = [
      {
        name: 'outage/by-account', path: path(outageCalls.byAccount), headers: customerAuth, valid: { accountNumber: '300041526371' },
        required: ['accountNumber'], strings: ['accountNumber'], wrongTypes: [{ accountNumber: 300041526371 }, { accountNumber: 'abc' }, { accountNumber: '' }], state: outages,
      },
      { name: 'outage/by-coordinates', path: path(outageCalls.byCoordinates), headers: {}, valid: coordinates, required: ['latitude', 'longitude'], strings: [], wrongTypes: badCoordinates, state: outages },
      { name: 'outage/territory', path: path(outageCalls.territory), headers: {}, valid: coordinates, required: ['latitude', 'longitude'], strings: [], wrongTypes: badCoordinates, state: outages },
      {
        name: 'outage/by-incident', path: path(outageCalls.byIncident), headers: {}, valid: { incidentId: 'OUT-GAB-0417' },
        required: ['incidentId'], strings: ['incidentId'], wrongTypes: [{ incidentId: 417 }, { incidentId: 'GAB-0417' }, { incidentId: '' }, { incidentId: null }], state: outages,
      },
      {
        name: 'outage/by-premise', path: path(outageCalls.byPremise), headers: {}, valid: { premiseId: 'PR-100234' },
        required: ['premiseId'], strings: ['premiseId'], wrongTypes: [{ premiseId: 100234 }, { premiseId: 'a b' }, { premiseId: '' }], state: outages,
      },
      {
        name: 'outage/by-zip', path: path(outageCalls.byZip), headers: {}, valid: { zipCode: '10001' },
        required: ['zipCode'], strings: ['zipCode'], wrongTypes: [{ zipCode: 10001 }, { zipCode: '1000' }, { zipCode: '00000' }, { zipCode: 'abcde' }], state: outages,
      },
      {
        name: 'outage/by-place', path: path(outageCalls.byPlace), headers: {}, valid: { place: 'Maun' },
        required: ['place'], strings: ['place'], wrongTypes: [{ place: 5 }, { place: 'M' }, { place: '  ' }, { place: ['Maun'] }], state: outages,
      },
      {
        name: 'admin/outages', path: `${adminBasePath}${devAdminCalls.outages}`, headers: { [adminTokenHeader]: testAdminToken },
        valid: { action: 'update', reference: 'OUT-MAU-0203', crewStatus: 'onSite' },
        required: ['action', 'reference'], strings: ['reference'],
        wrongTypes: [{ action: 'explode' }, { action: 5 }, { crewStatus: 'asleep' }, { restorationInMinutes: -5 }, { restorationInMinutes: '60' }, { affectedCustomers: 1.5 }, { reference: 'Maun' }],
        state: outages,
      },
      {
        // A visitor's report at a point in Selibe Phikwe that no outage covers; what must not change is the stored reports.
        name: 'outage/report', path: path(outageCalls.report), headers: {},
        valid: {
          uuId: '00000000-0000-0000-0000-000000000000', accountNumber: '', reporterName: 'Kago Molefe', phoneNumber: '71234567', emailAddress: '', eventType: 0,
          address1: '', address2: '', city: 'Selebi-Phikwe', state: '', postalCode: '', country: 'BW', latitude: -22.0, longitude: 27.7,
          title: 'noPower', message: '', notificationPreference: 'text', isContact: true,
          customAttribute1: '', customAttribute2: '', customAttribute3: '', customAttribute4: '', customAttribute5: '', attachmentList: [],
        },
        required: ['uuId', 'reporterName', 'eventType', 'latitude', 'longitude', 'title', 'notificationPreference', 'isContact', 'attachmentList'],
        strings: ['uuId', 'reporterName', 'phoneNumber', 'message', 'address1'],
        wrongTypes: [
          { eventType: 1 }, { eventType: '0' }, { title: 'explosion' }, { phoneNumber: '0712345' }, { phoneNumber: '', emailAddress: '' }, { emailAddress: 'nobody', phoneNumber: '' },
          { notificationPreference: 'pigeon' }, { isContact: 'yes' }, { latitude: 91 }, { longitude: 'east' }, { message: 'x'.repeat(501) },
          { attachmentList: [{ attachmentName: 'a.jpg', attachmentType: 'image/gif', fileData: '2b0c7a52-6d0e-4c8b-9a57-1a0e2f9f3c11' }] },
          { attachmentList: [{ attachmentName: 'a.jpg', attachmentType: 'image/jpeg', fileData: 'not-a-uuid' }] },
        ],
        state: async () => server().db.select().from(t.outageReports),
      },
  ];
  return { get: [{ name: 'outage/all', path: path(outageCalls.all), valid: {} }], post };
};

/**
 * Service requests against the real server: the premises registry and each eligibility outcome
 * (recorded as an interaction), the calendar, two customers racing for the last place of a slot,
 * stop service, and the tracker's list and cancel with their timeline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { seededRequiresWorkReference } from '../../server/seed/serviceRequests.ts';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { freePremiseId, ineligiblePremises } from '../../server/seed/premises.ts';
import { defaultSlotCapacity, serviceCalls, type CalendarDay, type Eligibility, type Premise, type ServiceRequestSummary, type StopServiceAddress } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, startTestServer, testAdminToken, type TestServer } from './helpers.ts';
import { multipartBody, samples } from './multipart.ts';
import { documentCalls } from '../../src/domain/documents.ts';
import { adminBasePath, adminTokenHeader } from '../../src/domain/admin.ts';
import { devAdminCalls } from '../../src/domain/devAdmin.ts';

const base = apiAreas.service;
let server: TestServer;
let customer: Record<string, string>;
let landlord: Record<string, string>;
let prepaid: Record<string, string>;
let guest: Record<string, string>;

const home = '300041526371'; // demo.customer, Gaborone-Main Mall
const landlordHome = '300074059326'; // demo.landlord, Gaborone-Main Mall
const flat = '300041526389'; // demo.customer's Francistown flat, demo.guest's (role 8)

/** A working day (not Sunday) at least `offset` days ahead. */
function workingDay(offset: number) {
  let day = addDaysIso(isoDay(new Date()), offset);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDaysIso(day, 1);
  return day;
}

const mailing = { addressType: 1, poBox: '4021', city: 'Gaborone', country: 'BW' };

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
  landlord = (await signIn(server, 'demo.landlord')).headers;
  prepaid = (await signIn(server, 'demo.prepaid')).headers;
  guest = (await signIn(server, 'demo.guest')).headers;
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, headers: Record<string, string> = customer) => server.request({ method: 'GET', url: `${base}${path}`, headers });
const post = (path: string, payload: unknown, headers: Record<string, string> = customer, remoteAddress = '127.0.0.1') => server.request({ method: 'POST', url: `${base}${path}`, headers, payload: payload as object, remoteAddress });

async function newestInteraction() {
  const [row] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
  return row!;
}

describe('premises and eligibility', () => {
  it('finds premises by address in a service-centre town', async () => {
    const reply = await get(`${serviceCalls.premises}?query=Plot&town=Maun`, {});
    expect(reply.statusCode, reply.body).toBe(200);
    const found = envelope<Premise[]>(reply).data;
    expect(found.map((p) => p.premiseId)).toEqual(expect.arrayContaining([freePremiseId('Maun', 1), freePremiseId('Maun', 2), freePremiseId('Maun', 3)]));
    expect(found.every((p) => p.town === 'Maun')).toBe(true);
    expect(envelope(await get(`${serviceCalls.premises}?query=Plot&town=Cairo`)).status.msgcode).toBe('VLD002');
  });

  it('records every outcome: eligible, under construction, outside the territory, active for another customer, an unpaid balance', async () => {
    const check = async (premiseId: string, headers: Record<string, string> = customer, orderType = 'START') => {
      const reply = await post(serviceCalls.premiseEligibility, { premiseId, orderType }, headers);
      expect(reply.statusCode, reply.body).toBe(200);
      return { result: envelope<Eligibility>(reply).data, record: await newestInteraction() };
    };

    const free = await check(freePremiseId('Gaborone-Main Mall', 1));
    expect(free.result.eligible).toBe(true);
    expect(free.record).toMatchObject({ actionSubject: 'Start Service Request Eligible', incidentServiceIssueCategoryId: 'SO_SS_01_02_01', interactionRecordReasonId: 'A1-Z0000001-Z011', screenName: 'Start Service', actionStatus: 1, actionPriority: 5, premiseExternalId: freePremiseId('Gaborone-Main Mall', 1) });

    const building = await check(ineligiblePremises.underConstruction);
    expect(building.result).toMatchObject({ eligible: false, reason: 'UNDER_CONSTRUCTION', msgcode: 'SRV_PREMISE_CONSTRUCTION' });
    expect(building.record).toMatchObject({ actionSubject: 'Start Service Request Ineligible', actionNotes: 'Start Service Request Ineligible: UNDER_CONSTRUCTION' });

    const far = await check(ineligiblePremises.outsideTerritory, {});
    expect(far.result).toMatchObject({ eligible: false, reason: 'OUTSIDE_TERRITORY' });
    expect(far.record).toMatchObject({ screenName: 'UnAuth Start Service', userId: null });

    // demo.customer's home is active: ineligible for demo.prepaid, not for its holder.
    const taken = await check(`40${home.slice(4)}`, prepaid, 'TRANSFER');
    expect(taken.result).toMatchObject({ eligible: false, reason: 'ACTIVE_FOR_ANOTHER', msgcode: 'SRV_PREMISE_ACTIVE' });
    expect(taken.record).toMatchObject({ actionSubject: 'Transfer Service Move-In Ineligible', incidentServiceIssueCategoryId: 'SO_TS_', screenName: 'Auth Transfer Service' });
    expect((await check(`40${home.slice(4)}`)).result.eligible).toBe(true);

    // An overdue bill on another of demo.prepaid's... accounts: demo.landlord's rental gets one.
    const [rental] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, '300074059334'));
    const [bill] = await server.db.select().from(t.bills).where(eq(t.bills.accountId, rental!.id)).orderBy(desc(t.bills.billDate)).limit(1);
    await server.db.update(t.bills).set({ status: 'overdue' }).where(eq(t.bills.id, bill!.id));
    const owing = await check(freePremiseId('Serowe', 2), landlord);
    expect(owing.result).toMatchObject({ eligible: false, reason: 'UNPAID_BALANCE', msgcode: 'SRV_UNPAID_BALANCE' });
    await server.db.update(t.bills).set({ status: bill!.status }).where(eq(t.bills.id, bill!.id));

    expect(envelope(await post(serviceCalls.premiseEligibility, { premiseId: 'PR-XXX-999', orderType: 'START' })).status.msgcode).toBe('SRV_PREMISE_NOT_FOUND');
  });
});

describe('appointment calendar', () => {
  it('offers working days from tomorrow with every slot free', async () => {
    const reply = await get(`${serviceCalls.appointments}?town=Kanye`, {});
    expect(reply.statusCode, reply.body).toBe(200);
    const days = envelope<CalendarDay[]>(reply).data;
    expect(days[0]!.day).toBe(workingDay(1));
    expect(days.some((d) => new Date(`${d.day}T00:00:00Z`).getUTCDay() === 0)).toBe(false);
    expect(days[0]!.slots).toEqual([0, 1, 2, 3, 4].map((slot) => ({ slot, free: defaultSlotCapacity })));
  });

  it('gives the last place of a slot to exactly one of two customers booking at once; the other is offered the rest', async () => {
    const day = workingDay(5);
    await server.db.insert(t.appointmentSlots).values({ town: 'Gaborone-Main Mall', day, slot: 2, capacity: defaultSlotCapacity, booked: defaultSlotCapacity - 1 });
    const body = (accountNumber: string) => ({ orderType: 'STOP', accountNumber, appointment: { day, slot: 2 }, reason: 'MOVING', mailingAddress: mailing });
    const [a, b] = await Promise.all([post(serviceCalls.submit, body(home)), post(serviceCalls.submit, body(landlordHome), landlord)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(envelope(loser).status.msgcode).toBe('SRV_SLOT_FULL');
    const [slot] = await server.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.day, day), eq(t.appointmentSlots.slot, 2)));
    expect(slot!.booked).toBe(defaultSlotCapacity);
    const calendar = envelope<CalendarDay[]>(await get(`${serviceCalls.appointments}?town=Gaborone-Main%20Mall&from=${day}`)).data;
    expect(calendar[0]!.slots).toEqual([{ slot: 0, free: 4 }, { slot: 1, free: 4 }, { slot: 2, free: 0 }, { slot: 3, free: 4 }, { slot: 4, free: 4 }]);
    // Clean up: cancel the winner so the stop tests start from nothing.
    const winner = envelope<ServiceRequestSummary>(a.statusCode === 200 ? a : b).data;
    const who = a.statusCode === 200 ? customer : landlord;
    expect((await post(serviceCalls.cancel, { reference: winner.reference }, who)).statusCode).toBe(200);
  });
});

describe('stop service and the tracker', () => {
  it('shows the account, meter, balance and mailing address, and only for the caller\'s own account', async () => {
    const reply = await get(`${serviceCalls.stopServiceAddress}?accountNumber=${home}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<StopServiceAddress>(reply).data;
    expect(data).toMatchObject({ accountNumber: home, premiseId: `40${home.slice(4)}`, serviceAddress: { town: 'Gaborone-Main Mall' }, mailingAddress: { addressType: 0 } });
    expect(data.meterNumber).toMatch(/^\d+$/);
    expect(typeof data.outstandingBalance).toBe('number');
    expect(envelope(await get(`${serviceCalls.stopServiceAddress}?accountNumber=${home}`, prepaid)).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
  });

  it('takes a stop request once, lists it with its timeline, cancels it and frees its place', async () => {
    const day = workingDay(3);
    const body = { orderType: 'STOP', accountNumber: home, appointment: { day, slot: 1 }, reason: 'SELLING', mailingAddress: mailing };
    const reply = await post(serviceCalls.submit, body);
    expect(reply.statusCode, reply.body).toBe(200);
    const made = envelope<ServiceRequestSummary>(reply).data;
    expect(made).toMatchObject({ orderType: 'STOP', status: 0, priority: 5, accountNumber: home, appointment: { day, slot: 1, town: 'Gaborone-Main Mall' }, byAgent: false });
    expect(made.reference).toMatch(/^SR-[0-9A-F]{8}$/);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Stop Service Request Submitted', screenName: 'Stop Service', accountNumber: home });

    expect(envelope(await post(serviceCalls.submit, body)).status.msgcode).toBe('SRV_STOP_PENDING');
    // demo.guest (role 8 on demo.customer's flat) may look at requests but not make one; the home's request is not theirs to see.
    expect(envelope(await post(serviceCalls.submit, { ...body, accountNumber: flat }, guest)).status.msgcode).toBe('SRV_VIEW_ONLY');
    const seenByGuest = await get(serviceCalls.requests, guest);
    expect(seenByGuest.statusCode).toBe(200);
    expect(envelope<ServiceRequestSummary[]>(seenByGuest).data.map((r) => r.reference)).not.toContain(made.reference);

    // A document uploaded under the request's reference shows in the tracker; one another customer uploads under it does not.
    const uploadUnder = (headers: Record<string, string>, fileName: string) => {
      const multipart = multipartBody([{ name: 'files', fileName, contentType: 'application/pdf', content: samples.pdf() }, { name: 'ReferenceNumber', content: made.reference }]);
      return server.request({ method: 'POST', url: `${base}${documentCalls.upload}`, headers: { ...headers, ...multipart.headers }, payload: multipart.payload });
    };
    expect((await uploadUnder(customer, 'meter photo.pdf')).statusCode).toBe(200);
    expect((await uploadUnder(prepaid, 'not theirs.pdf')).statusCode).toBe(200);
    const listed = envelope<ServiceRequestSummary[]>(await get(serviceCalls.requests)).data.find((r) => r.reference === made.reference)!;
    expect(listed.timeline.map((e) => [e.status, e.note])).toEqual([[0, 'Stop service requested']]);
    expect(listed.documents.map((d) => [d.fileName, d.contentType, d.size])).toEqual([['meter photo.pdf', 'application/pdf', samples.pdf().length]]);
    expect(envelope<ServiceRequestSummary[]>(await get(serviceCalls.requests, prepaid)).data.map((r) => r.reference)).not.toContain(made.reference);

    expect(envelope(await post(serviceCalls.cancel, { reference: made.reference }, prepaid)).status.msgcode).toBe('SRV_REQUEST_NOT_FOUND');
    const cancelled = envelope<ServiceRequestSummary>(await post(serviceCalls.cancel, { reference: made.reference })).data;
    expect(cancelled.status).toBe(1);
    expect(cancelled.timeline.map((e) => [e.status, e.note])).toEqual([[0, 'Stop service requested'], [1, 'Cancelled by the customer']]);
    expect(Date.parse(cancelled.timeline[1]!.at)).toBeGreaterThanOrEqual(Date.parse(cancelled.timeline[0]!.at));
    expect(envelope(await post(serviceCalls.cancel, { reference: made.reference })).status.msgcode).toBe('SRV_NOT_OPEN');
    const [slot] = await server.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.day, day), eq(t.appointmentSlots.slot, 1), eq(t.appointmentSlots.town, 'Gaborone-Main Mall')));
    expect(slot!.booked).toBe(0);
  });

  it('moves an open request to another day and slot: the new place booked, the old freed, both outcomes recorded', async () => {
    const day = workingDay(4);
    const other = workingDay(6);
    const placeOf = async (d: string, slot: number) =>
      (await server.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.day, d), eq(t.appointmentSlots.slot, slot), eq(t.appointmentSlots.town, 'Gaborone-Main Mall'))))[0]?.booked ?? 0;
    const made = envelope<ServiceRequestSummary>(await post(serviceCalls.submit, { orderType: 'STOP', accountNumber: home, appointment: { day, slot: 2 }, reason: 'MOVING', mailingAddress: mailing })).data;
    expect(await placeOf(day, 2)).toBe(1);

    const edit = (appointment: { day: string; slot: number }, headers = customer) => post(serviceCalls.editAppointment, { reference: made.reference, appointment }, headers);
    expect(envelope(await edit({ day: other, slot: 3 }, prepaid)).status.msgcode).toBe('SRV_REQUEST_NOT_FOUND');
    const reply = await edit({ day: other, slot: 3 });
    expect(reply.statusCode).toBe(200);
    const edited = envelope<ServiceRequestSummary>(reply).data;
    expect(edited.appointment).toEqual({ day: other, slot: 3, town: 'Gaborone-Main Mall' });
    expect(edited.timeline.map((e) => [e.status, e.note])).toEqual([[0, 'Stop service requested'], [0, 'Appointment changed by the customer']]);
    expect([await placeOf(day, 2), await placeOf(other, 3)]).toEqual([0, 1]);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Track Request Edited', screenName: 'Track Request tab', accountNumber: home });

    // The same time again, a day not offered: refused and recorded, nothing moves.
    expect(envelope(await edit({ day: other, slot: 3 })).status.msgcode).toBe('SRV_EDIT_FAILED');
    const notOffered = await edit({ day: workingDay(40), slot: 1 });
    expect([notOffered.statusCode, envelope(notOffered).status.msgcode]).toEqual([422, 'SRV_DAY_NOT_OFFERED']);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Track Request Edit Failed', screenName: 'Track Request tab' });
    expect(await placeOf(other, 3)).toBe(1);

    // The last place of a slot goes to one of two edits at once.
    const full = workingDay(8);
    await server.db.insert(t.appointmentSlots).values({ town: 'Gaborone-Main Mall', day: full, slot: 4, capacity: 1, booked: 0 }).onConflictDoUpdate({ target: [t.appointmentSlots.town, t.appointmentSlots.day, t.appointmentSlots.slot], set: { capacity: 1, booked: 0 } });
    const second = envelope<ServiceRequestSummary>(await post(serviceCalls.submit, { orderType: 'STOP', accountNumber: landlordHome, appointment: { day, slot: 1 }, reason: 'MOVING', mailingAddress: mailing }, landlord)).data;
    const race = await Promise.all([edit({ day: full, slot: 4 }), post(serviceCalls.editAppointment, { reference: second.reference, appointment: { day: full, slot: 4 } }, landlord)]);
    expect(race.map((r) => envelope(r).status.msgcode || 'OK').sort()).toEqual(['OK', 'SRV_SLOT_FULL'].sort());
    expect(await placeOf(full, 4)).toBe(1);

    // Only while Open.
    await post(serviceCalls.cancel, { reference: made.reference });
    const closed = await edit({ day: workingDay(9), slot: 1 });
    expect([closed.statusCode, envelope(closed).status.msgcode]).toEqual([409, 'SRV_NOT_OPEN']);
    await post(serviceCalls.cancel, { reference: second.reference }, landlord);
    for (const bad of [{}, { reference: made.reference }, { reference: made.reference, appointment: { day: 'x', slot: 1 } }, { reference: made.reference, appointment: { day: other, slot: 9 } }]) {
      expect((await post(serviceCalls.editAppointment, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('asks for a missing document (admin): the request RequiresWork; the customer sends it and it is Open again', async () => {
    const requireWork = (payload: unknown, token: string | undefined = testAdminToken) =>
      server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.requireWork}`, payload: payload as object, headers: token ? { [adminTokenHeader]: token } : {} });
    // The seeded demo request already waits for a proof of address.
    const seeded = envelope<ServiceRequestSummary[]>(await get(serviceCalls.requests)).data.find((r) => r.reference === seededRequiresWorkReference)!;
    expect(seeded).toMatchObject({ status: 2, missingDocument: 'PROOF_OF_ADDRESS', orderType: 'START' });

    const made = envelope<ServiceRequestSummary>(await post(serviceCalls.submit, { orderType: 'STOP', accountNumber: home, appointment: { day: workingDay(5), slot: 1 }, reason: 'MOVING', mailingAddress: mailing })).data;
    expect((await requireWork({ reference: made.reference, document: 'METER_READING_PHOTO' }, 'wrong')).statusCode).toBe(403);
    expect((await requireWork({ reference: made.reference, document: 'PASSPORT' })).statusCode).toBe(400);
    expect(envelope((await requireWork({ reference: 'SR-00000000', document: 'PROOF_OF_IDENTITY' }))).status.msgcode).toBe('SRV_REQUEST_NOT_FOUND');
    const asked = envelope<ServiceRequestSummary>(await requireWork({ reference: made.reference, document: 'METER_READING_PHOTO' })).data;
    expect(asked).toMatchObject({ status: 2, missingDocument: 'METER_READING_PHOTO' });
    expect(asked.timeline.map((e) => [e.status, e.note])).toEqual([[0, 'Stop service requested'], [2, 'A document is missing']]);
    expect(envelope(await requireWork({ reference: made.reference, document: 'PROOF_OF_IDENTITY' })).status.msgcode).toBe('SRV_NOT_OPEN');
    // Not Open: the appointment cannot be moved meanwhile.
    expect(envelope(await post(serviceCalls.editAppointment, { reference: made.reference, appointment: { day: workingDay(7), slot: 2 } })).status.msgcode).toBe('SRV_NOT_OPEN');

    const upload = async (headers: Record<string, string>) => {
      const multipart = multipartBody([{ name: 'files', fileName: 'meter.pdf', contentType: 'application/pdf', content: samples.pdf() }]);
      return envelope<{ documentId: string }[]>(await server.request({ method: 'POST', url: `${base}${documentCalls.upload}`, headers: { ...headers, ...multipart.headers }, payload: multipart.payload })).data[0]!.documentId;
    };
    const theirs = await upload(prepaid);
    const supply = (documentIds: string[], headers = customer) => post(serviceCalls.supplyDocuments, { reference: made.reference, documentIds }, headers);
    expect(envelope(await supply([theirs])).status.msgcode).toBe('SRV_DOCUMENTS');
    expect(envelope(await supply([theirs], prepaid)).status.msgcode).toBe('SRV_REQUEST_NOT_FOUND');
    const own = await upload(customer);
    const reply = await supply([own]);
    expect(reply.statusCode).toBe(200);
    const supplied = envelope<ServiceRequestSummary>(reply).data;
    expect(supplied.status).toBe(0);
    expect(supplied.missingDocument).toBeUndefined();
    expect(supplied.timeline.map((e) => [e.status, e.note]).at(-1)).toEqual([0, 'Missing document received']);
    expect(supplied.documents.map((d) => d.id)).toEqual([own]);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Track Request Document Uploaded', screenName: 'Track Request tab', accountNumber: home });
    expect(envelope(await supply([own])).status.msgcode).toBe('SRV_NO_DOCUMENT_ASKED');
    for (const bad of [{ reference: made.reference }, { reference: made.reference, documentIds: [] }, { reference: made.reference, documentIds: ['x'] }, { reference: 'x', documentIds: [own] }]) {
      expect((await post(serviceCalls.supplyDocuments, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    await post(serviceCalls.cancel, { reference: made.reference });
  });

  it('a guest (role 8) sees the requests of the account but may neither cancel nor move them: the server checks the rights, not only the page', async () => {
    const day = workingDay(5);
    const made = envelope<ServiceRequestSummary>(await post(serviceCalls.submit, { orderType: 'STOP', accountNumber: flat, appointment: { day, slot: 1 }, reason: 'MOVING', mailingAddress: mailing })).data;
    expect(envelope<ServiceRequestSummary[]>(await get(serviceCalls.requests, guest)).data.map((r) => r.reference)).toContain(made.reference);
    const cancel = await post(serviceCalls.cancel, { reference: made.reference }, guest);
    expect(cancel.statusCode).toBe(403);
    expect(envelope(cancel).status.msgcode).toBe('GEN403');
    const edit = await post(serviceCalls.editAppointment, { reference: made.reference, appointment: { day: workingDay(6), slot: 2 } }, guest);
    expect(edit.statusCode).toBe(403);
    // Still Open, still on its day: the customer (role 1) cancels it.
    expect(envelope<ServiceRequestSummary>(await post(serviceCalls.cancel, { reference: made.reference })).data).toMatchObject({ status: 1, appointment: { day, slot: 1 } });
  });

  it('refuses days that are not offered and bad cancel bodies', async () => {
    const body = (day: string) => ({ orderType: 'STOP', accountNumber: home, appointment: { day, slot: 1 }, reason: 'MOVING', mailingAddress: mailing });
    expect(envelope(await post(serviceCalls.submit, body(isoDay(new Date())))).status.msgcode).toBe('SRV_DAY_NOT_OFFERED');
    expect(envelope(await post(serviceCalls.submit, body(workingDay(40)))).status.msgcode).toBe('SRV_DAY_NOT_OFFERED');
    for (const bad of [{}, { reference: 'nope' }, { reference: 'SR-1234567' }, { reference: 5 }, { reference: 'SR-ABCDEF12', extra: 1 }]) {
      const reply = await post(serviceCalls.cancel, bad);
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const orders = await server.db.select().from(t.serviceOrders).where(and(inArray(t.serviceOrders.status, [0, 2]), ne(t.serviceOrders.reference, seededRequiresWorkReference)));
    expect(orders).toEqual([]);
  });
});

describe('start service signed in', () => {
  const co = { firstName: 'Neo', lastName: 'Kgosi', birth: { day: '14', month: '3', year: '1990' }, idNumber: '123415678' };
  const startBody = (overrides: Record<string, unknown> = {}) => ({
    orderType: 'START',
    premiseId: freePremiseId('Maun', 1),
    customerType: 'RESIDENTIAL',
    mailingAddress: mailing,
    appointment: { day: workingDay(2), slot: 1 },
    accessInstructions: 'Ring at the blue gate',
    gateCode: '#12',
    creditReview: true,
    depositOption: 'DEPOSIT',
    optInText: false,
    paperless: true,
    documentIds: [],
    ...overrides,
  });
  const uploadPdf = async (headers: Record<string, string>) => {
    const multipart = multipartBody([{ name: 'files', fileName: 'Omang.pdf', contentType: 'application/pdf', content: samples.pdf() }]);
    const reply = await server.request({ method: 'POST', url: `${base}${documentCalls.upload}`, headers: { ...headers, ...multipart.headers }, payload: multipart.payload });
    expect(reply.statusCode, reply.body).toBe(200);
    return envelope<{ documentId: string }[]>(reply).data[0]!.documentId;
  };

  it("checks the co-applicant's identity and records the outcome either way", async () => {
    const ok = envelope<{ verified: boolean }>(await post(serviceCalls.identityCheck, { premiseId: freePremiseId('Maun', 1), coApplicant: co })).data;
    expect(ok.verified).toBe(true);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Start Service Co-Applicant Identity Verified', incidentServiceIssueCategoryId: 'SO_SS_01_02_01', screenName: 'Start Service' });
    const refused = envelope<{ verified: boolean }>(await post(serviceCalls.identityCheck, { premiseId: freePremiseId('Maun', 1), coApplicant: { ...co, idNumber: '123495678' } })).data;
    expect(refused.verified).toBe(false);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Start Service Co-Applicant Identity Failed' });
    expect((await post(serviceCalls.identityCheck, { premiseId: freePremiseId('Maun', 1), coApplicant: co }, {})).statusCode).toBe(401);
  });

  it('takes a start request with a co-applicant and a proof of identity, books the slot, attaches the document and records the date and the submission', async () => {
    const documentId = await uploadPdf(customer);
    const reply = await post(serviceCalls.submit, startBody({ customerType: 'BUSINESS', businessName: 'Maun Lodge', coApplicant: co, creditReview: false, depositOption: 'ESTABLISHMENT_FEE', optInText: true, textNumber: '71234567', documentIds: [documentId] }));
    expect(reply.statusCode, reply.body).toBe(200);
    const made = envelope<ServiceRequestSummary>(reply).data;
    expect(made).toMatchObject({ orderType: 'START', status: 0, priority: 5, accountNumber: null, premiseId: freePremiseId('Maun', 1), appointment: { slot: 1, town: 'Maun' } });
    expect(made.documents.map((d) => d.fileName)).toEqual(['Omang.pdf']);
    expect(made.timeline.map((e) => e.note)).toEqual(['Start service requested']);
    const records = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(2);
    expect(records.map((r) => r.actionSubject)).toEqual(['Start Service Request Submitted', 'Start Service Preferred Date Selected']);
    const [slot] = await server.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.town, 'Maun'), eq(t.appointmentSlots.day, workingDay(2)), eq(t.appointmentSlots.slot, 1)));
    expect(slot!.booked).toBe(1);
    expect(envelope<ServiceRequestSummary[]>(await get(serviceCalls.requests)).data.map((r) => r.reference)).toContain(made.reference);
    expect((await post(serviceCalls.cancel, { reference: made.reference })).statusCode).toBe(200);
  });

  it('refuses an ineligible premise, a declined review without a document, a document of someone else, an under-age co-applicant and a guest', async () => {
    expect(envelope(await post(serviceCalls.submit, startBody({ premiseId: ineligiblePremises.underConstruction }))).status.msgcode).toBe('SRV_PREMISE_CONSTRUCTION');
    const declined = await post(serviceCalls.submit, startBody({ creditReview: false }));
    expect([declined.statusCode, envelope(declined).status.msgcode]).toEqual([422, 'SRV_DOCUMENTS_REQUIRED']);
    const theirs = await uploadPdf(prepaid);
    expect(envelope(await post(serviceCalls.submit, startBody({ creditReview: false, documentIds: [theirs] }))).status.msgcode).toBe('SRV_DOCUMENTS');
    expect(envelope(await post(serviceCalls.submit, startBody({ coApplicant: { ...co, birth: { day: '14', month: '3', year: '2015' } } }))).status.msgcode).toBe('SRV_DOB_ADULT');
    expect(envelope(await post(serviceCalls.submit, startBody({ coApplicant: { ...co, idNumber: '123495678' } }))).status.msgcode).toBe('SRV_IDENTITY_FAILED');
    expect(envelope(await post(serviceCalls.submit, startBody({ customerType: 'BUSINESS' }))).status.msgcode).toBe('SRV_BUSINESS_NAME');
    expect(envelope(await post(serviceCalls.submit, startBody(), guest)).status.msgcode).toBe('SRV_VIEW_ONLY');
    const orders = await server.db.select().from(t.serviceOrders).where(and(eq(t.serviceOrders.orderType, 'START'), inArray(t.serviceOrders.status, [0, 2]), ne(t.serviceOrders.reference, seededRequiresWorkReference)));
    expect(orders).toEqual([]);
  });
});

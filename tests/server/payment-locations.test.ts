/**
 * Payment locations (GET {payment}/locations): public, the 17 service centres and the agent shops
 * with hours and services, by town with the centre first; one town's only; the server's time to
 * start the page's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCentreTowns } from '../../src/domain/constants.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { openingState, paymentLocationsCalls, type PaymentLocationsData } from '../../src/domain/paymentLocations.ts';
import { envelope, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const now = new Date('2026-11-26T14:29:30.000Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(async () => {
  await server?.close();
});

const url = `${apiAreas.payment}${paymentLocationsCalls.list}`;

describe('payment locations', () => {
  it('lists every service centre and the agent shops to a visitor, by town with the centre first, at the server time', async () => {
    const reply = await server.request(url);
    expect(reply.statusCode).toBe(200);
    const { data } = envelope<PaymentLocationsData>(reply);
    expect(data.asOf).toBe(now.toISOString());
    expect(data.timeZone).toBe('Africa/Gaborone');
    const centres = data.locations.filter((l) => l.kind === 'serviceCentre');
    expect(centres.map((l) => l.town).sort()).toEqual([...serviceCentreTowns].sort());
    expect(data.locations.filter((l) => l.kind === 'agent').length).toBeGreaterThanOrEqual(10);
    const maun = data.locations.filter((l) => l.town === 'Maun');
    expect(maun.map((l) => l.name)).toEqual(['Maun Service Centre', 'Boseja Pay Point', 'Old Mall General Dealer']);
    expect(maun[0]).toMatchObject({ id: 'PL-MAU-SC', address: 'Plot 241, Sir Seretse Khama Road, Maun', services: ['cash', 'card', 'prepaidTokens', 'cheque'] });
    // Thursday 16:29 in Gaborone: the centre is about to close, Saturday mornings it opens too.
    expect(openingState(maun[0]!.hours, data.asOf, data.timeZone)).toEqual({ open: true, closes: '16:30', next: null });
    expect(maun[0]!.hours).toContainEqual({ day: 6, opens: '08:00', closes: '12:00' });
  });

  it('one town only, and an unknown town is refused, naming the field and its rule', async () => {
    const { data } = envelope<PaymentLocationsData>(await server.request(`${url}?town=Francistown`));
    expect(new Set(data.locations.map((l) => l.town))).toEqual(new Set(['Francistown']));
    expect(data.locations).toHaveLength(3);
    const refused = await server.request(`${url}?town=Atlantis`);
    expect(refused.statusCode).toBe(400);
    // A bad query answers VLD002 naming the field and its rule.
    expect(envelope(refused).status).toMatchObject({ msgcode: 'VLD002', message: expect.stringContaining('town: PAYLOC_TOWN') });
  });
});

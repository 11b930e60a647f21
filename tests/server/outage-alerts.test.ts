/**
 * Outage banner and alerts (issue 18): the amber outage message of the top notification banner
 * when an active outage covers the account's premise (its own point, not the town centre), and
 * the inbox message plus e-mail / text (as the account's notification preferences say) when that
 * outage's restoration time changes or it is restored, never twice for the same change. The
 * clock stands still unless the test moves it, so the same admin call names the same change.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { adminBasePath, adminTokenHeader } from '../../src/domain/admin.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { inboxCalls, sessionCommonCalls } from '../../src/domain/calls.ts';
import { devAdminCalls } from '../../src/domain/devAdmin.ts';
import { inboxCategories } from '../../src/domain/inbox.ts';
import { bannerItems, type NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import type { OutageFeature } from '../../src/domain/outage.ts';
import { accountPremisePoint } from '../../server/outage/premisePoint.ts';
import { envelope, loginRequest, signIn, startTestServer, testAdminToken, type TestServer } from './helpers.ts';

const startedAt = Date.now();
let offsetMs = 0;
const now = () => new Date(startedAt + offsetMs);
let server: TestServer;
let prepaid: { uuid: string; headers: Record<string, string> };
const maunHouse = '300052837104';

beforeAll(async () => {
  server = await startTestServer({ now });
  prepaid = await signIn(server, 'demo.prepaid');
});
afterAll(() => server?.close());

async function admin(payload: object) {
  const reply = await server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.outages}`, payload, headers: { [adminTokenHeader]: testAdminToken } });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<OutageFeature>(reply).data;
}
async function banner(language = 'EN_US') {
  const reply = await server.request({ method: 'GET', url: `${apiAreas.common}${sessionCommonCalls.notificationBanner}?accountNumber=${maunHouse}&language=${language}`, headers: prepaid.headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<NotificationBannerData>(reply).data;
}
const outageInbox = () =>
  server.db
    .select({ subject: t.inboxMessages.subject, body: t.inboxMessages.body })
    .from(t.inboxMessages)
    .where(and(eq(t.inboxMessages.userId, prepaid.uuid), eq(t.inboxMessages.category, inboxCategories.outage)))
    .orderBy(t.inboxMessages.id);
const outbox = () =>
  server.db
    .select({ channel: t.outboxMessages.channel, subject: t.outboxMessages.subject })
    .from(t.outboxMessages)
    .where(and(eq(t.outboxMessages.userId, prepaid.uuid), eq(t.outboxMessages.kind, 'outage-alert')))
    .orderBy(t.outboxMessages.id);

describe('the outage banner', () => {
  it('shows, amber, the active outage covering the premise, with its town and restoration time, in the reader\'s language', async () => {
    const data = await banner();
    expect(data.outageTitle).toBe('Power outage at your address');
    expect(data.outageDetail).toMatch(/^Maun: restoration expected by \w{3} \d{1,2}:\d{2} [AP]M\.$/);
    expect(bannerItems(data, now()).find((item) => item.kind === 'outage')).toMatchObject({ colour: 'amber' });
    expect((await banner('FR')).outageTitle).toBe('Panne de courant à votre adresse');
    expect((await banner('SP')).outageDetail).toContain('se prevé restablecer');
  });
});

describe('the outage alerts', () => {
  it('a new restoration time writes one inbox message and the e-mail the account asks for; the same change again writes nothing', async () => {
    await server.db.update(t.userAccounts).set({ emailNotification: true, textNotification: true }).where(eq(t.userAccounts.userId, prepaid.uuid));
    await admin({ action: 'update', reference: 'OUT-MAU-0203', restorationInMinutes: 90 });
    expect(await outageInbox()).toEqual([{ subject: 'Outage restoration time changed', body: expect.stringMatching(/Boseja and Disaneng wards, Maun, outage OUT-MAU-0203\) is now expected to be restored by/) }]);
    expect(await outbox()).toEqual([
      { channel: 'email', subject: 'Outage restoration time changed' },
      { channel: 'sms', subject: 'Outage restoration time changed' },
    ]);
    // The same restoration time announced again (the clock has not moved), and a crew change alone: nothing new.
    await admin({ action: 'update', reference: 'OUT-MAU-0203', restorationInMinutes: 90 });
    await admin({ action: 'update', reference: 'OUT-MAU-0203', crewStatus: 'onSite' });
    expect(await outageInbox()).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  it('the restoration writes "Power restored" once, by the preferences (texts off: e-mail only), and the banner lets the outage go', async () => {
    await server.db.update(t.userAccounts).set({ emailNotification: true, textNotification: false }).where(eq(t.userAccounts.userId, prepaid.uuid));
    offsetMs += 60_000;
    await admin({ action: 'restore', reference: 'OUT-MAU-0203' });
    const inbox = await outageInbox();
    expect(inbox.map((m) => m.subject)).toEqual(['Outage restoration time changed', 'Power restored']);
    expect(inbox[1]!.body).toMatch(/^Power is back at your premise \(Boseja and Disaneng wards, Maun, outage OUT-MAU-0203\) since /);
    expect((await outbox()).map((m) => [m.channel, m.subject])).toEqual([
      ['email', 'Outage restoration time changed'],
      ['sms', 'Outage restoration time changed'],
      ['email', 'Power restored'],
    ]);
    expect(await server.db.select().from(t.outageAlerts).where(eq(t.outageAlerts.userId, prepaid.uuid))).toHaveLength(2);
    expect((await banner()).outageTitle).toBeNull();
    // The bell's list says it in the reader's language.
    const reply = await server.request({ method: 'GET', url: `${apiAreas.notificationInbox}${inboxCalls.unreadMessages}?language=FR`, headers: prepaid.headers });
    expect(reply.statusCode, reply.body).toBe(200);
    const subjects = envelope<{ subject: string }[]>(reply).data.map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Courant rétabli', 'Panne de courant : nouvelle heure de rétablissement']));
  });

  it('an outage elsewhere in the town, clear of the premise, alerts nobody there', async () => {
    const started = await admin({ action: 'start', town: 'Maun', area: 'Airport', cause: 'equipmentFailure', affectedCustomers: 12, latitude: -19.9726, longitude: 23.4311 + 0.05, radiusKm: 0.3 });
    await admin({ action: 'update', reference: started.id, restorationInMinutes: 45 });
    await admin({ action: 'restore', reference: started.id });
    expect(await outageInbox()).toHaveLength(2);
  });

  it('a customer who signed in in French reads the alert in French: inbox body, e-mail subject and body', async () => {
    const login = await loginRequest(server, { username: 'demo.prepaid', password: 'Portal#2026', language: 'FR' });
    expect(login.statusCode, login.body).toBe(200);
    await server.db.update(t.userAccounts).set({ emailNotification: true, textNotification: false }).where(eq(t.userAccounts.userId, prepaid.uuid));
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, maunHouse));
    const point = await accountPremisePoint(server.db, account!);
    const started = await admin({ action: 'start', town: 'Maun', area: 'Boseja', cause: 'equipmentFailure', affectedCustomers: 30, latitude: point!.latitude, longitude: point!.longitude, radiusKm: 0.5 });
    offsetMs += 60_000;
    await admin({ action: 'restore', reference: started.id });
    const message = (await outageInbox()).at(-1)!;
    // The stored subject is put in the reader's language when read (the bell's list above); the body is written in French.
    expect(message.subject).toBe('Power restored');
    expect(message.body).toMatch(new RegExp(`^Le courant est revenu à votre adresse \\(Boseja, Maun, panne ${started.id}\\) depuis le \\d{1,2} \\S+ \\d{4}, \\d{2}:\\d{2}\\.$`));
    const [email] = await server.db
      .select({ subject: t.outboxMessages.subject, body: t.outboxMessages.body })
      .from(t.outboxMessages)
      .where(and(eq(t.outboxMessages.userId, prepaid.uuid), eq(t.outboxMessages.kind, 'outage-alert')))
      .orderBy(desc(t.outboxMessages.id))
      .limit(1);
    expect(email).toEqual({ subject: 'Courant rétabli', body: message.body });
  });
});

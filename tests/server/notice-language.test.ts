/**
 * The top notification banner in the reader's language (issue 19, point 5): the utility's notices
 * are seeded in EN_US, EN_UK, Spanish and French, and the banner call answers the request's one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { inboxCalls, sessionCommonCalls } from '../../src/domain/calls.ts';
import type { ServiceCentre } from '../../src/domain/common.ts';
import type { UnreadMessage } from '../../src/domain/inbox.ts';
import type { NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import { apiAreas, commonCalls } from '../../src/domain/apiAreas.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { home, suspended } from './paymentHelpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const banner = async (userName: string, accountNumber: string, language?: string) => {
  const { headers } = await signIn(server, userName);
  const query = new URLSearchParams({ accountNumber, ...(language ? { language } : {}) });
  const reply = await server.request({ method: 'GET', url: `${apiAreas.common}${sessionCommonCalls.notificationBanner}?${query}`, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<NotificationBannerData>(reply).data;
};

describe('notification banner languages', () => {
  it('answers the outage and preference notices in the language asked for, English when none is', async () => {
    expect(await banner('demo.customer', home)).toMatchObject({ outageTitle: 'Power outage in your area', notificationTitle: 'Go paperless' });
    expect(await banner('demo.customer', home, 'EN_UK')).toMatchObject({ outageTitle: 'Power cut in your area' });
    const french = await banner('demo.customer', home, 'FR');
    expect(french).toMatchObject({ outageTitle: 'Panne de courant dans votre secteur', notificationTitle: 'Passez à la facture électronique' });
    expect(french.outageDetail).toContain('Nos équipes sont sur place');
    const spanish = await banner('demo.customer', home, 'SP');
    expect(spanish.outageTitle).toBe('Corte de luz en su zona');
    expect(await banner('demo.customer', home, 'ES')).toEqual(spanish);
    expect((await banner('demo.suspended', suspended, 'FR')).dnpNotoficationTitle).toBe('Avis de coupure');
  });

  it('a notice written in one language only is answered as written', async () => {
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, home));
    await server.db.insert(t.accountNotices).values({ accountId: account!.id, kind: 'service', title: 'Meter exchange on Friday', detail: 'A technician will replace your meter between 8:00 and 10:00.', updatedAt: new Date() });
    expect(await banner('demo.customer', home, 'FR')).toMatchObject({ serviceTitle: 'Meter exchange on Friday', outageTitle: 'Panne de courant dans votre secteur' });
  });
});

describe("the utility's other words in the reader's language", () => {
  it('unread messages: subjects in the language asked for, English when none is', async () => {
    const { headers } = await signIn(server, 'demo.customer');
    const subjects = async (language?: string) => {
      const reply = await server.request({ method: 'GET', url: `${apiAreas.notificationInbox}${inboxCalls.unreadMessages}${language ? `?language=${language}` : ''}`, headers });
      expect(reply.statusCode, reply.body).toBe(200);
      return envelope<UnreadMessage[]>(reply).data.map((message) => message.subject);
    };
    expect(await subjects()).toContain('Power outage in Extension 12');
    expect(await subjects('EN_UK')).toContain('Power cut in Extension 12');
    expect(await subjects('FR')).toEqual(expect.arrayContaining(['Panne de courant à Extension 12', 'Votre facture est disponible', 'Économisez l’énergie cet hiver']));
    expect(await subjects('ES')).toEqual(await subjects('SP'));
    expect(await subjects('SP')).toContain('Su factura está lista');
  });

  it("service centres: opening hours in the language asked for", async () => {
    const hours = async (language?: string) => {
      const reply = await server.request({ method: 'GET', url: `${apiAreas.common}${commonCalls.serviceCentres}${language ? `?language=${language}` : ''}` });
      expect(reply.statusCode, reply.body).toBe(200);
      return [...new Set(envelope<ServiceCentre[]>(reply).data.map((centre) => centre.openingHours))];
    };
    expect(await hours()).toEqual(['Mon-Fri 07:30-16:30; Sat 08:00-12:00']);
    expect(await hours('FR')).toEqual(['Lun-Ven 07:30-16:30 ; Sam 08:00-12:00']);
    expect(await hours('SP')).toEqual(['Lun-Vie 07:30-16:30; Sáb 08:00-12:00']);
  });
});

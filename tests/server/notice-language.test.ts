/**
 * The top notification banner in the reader's language (issue 19, point 5): the utility's notices
 * are seeded in EN_US, EN_UK, Spanish and French, and the banner call answers the request's one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { sessionCommonCalls } from '../../src/domain/calls.ts';
import type { NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
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

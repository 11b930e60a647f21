/**
 * The common area as a caller sees it: envelope shapes and data of every call, in every language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { faqCategories, serviceCentreTowns } from '../../src/domain/constants.ts';
import { commonCalls, apiAreas } from '../../src/domain/apiAreas.ts';
import type {
  Banner,
  City,
  CountriesReply,
  FaqEntry,
  GeneralBannerReply,
  MaintenanceItem,
  MetricSettings,
  MultilingualMessage,
  ServiceCentre,
  StateProvince,
  TermsReply,
} from '../../src/domain/common.ts';
import { envelope, startTestServer, type TestServer } from './helpers.ts';

const base = apiAreas.common;
const wireLanguages = ['EN_US', 'EN_UK', 'SP', 'FR'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(path: string, query: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  const reply = await server.request(`${base}${path}${qs ? `?${qs}` : ''}`);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  const body = envelope<T>(reply);
  expect(body.status).toEqual({ code: 200, message: expect.any(String), msgcode: '' });
  return body.data;
}

describe('multilingual', () => {
  it.each(wireLanguages)('PreLogin texts in %s override footer.tollFree and help.intro', async (language) => {
    const data = await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'PreLogin', language });
    const byCode = Object.fromEntries(data.map((m) => [m.ControlCode, m]));
    expect(byCode['footer.tollFree']).toMatchObject({ MessageType: 1, messageData: expect.stringContaining('{CustomerCarePhone}'), AlternateText: expect.any(String) });
    expect(byCode['help.intro']!.messageData).toContain('{UtilityPhone}');
  });

  it('texts differ by language; ES is read as SP', async () => {
    const en = await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'PreLogin', language: 'EN_US' });
    const sp = await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'PreLogin', language: 'SP' });
    const es = await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'PreLogin', language: 'ES' });
    const fr = await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'PreLogin', language: 'FR' });
    expect(sp).toEqual(es);
    expect(sp[0]!.messageData).not.toBe(en[0]!.messageData);
    expect(fr[0]!.messageData).not.toBe(en[0]!.messageData);
  });

  it('filters by message type and sub-module; an unknown module is an empty list', async () => {
    expect(await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'PreLogin', language: 'EN_US', type: '4' })).toEqual([]);
    expect(await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'PreLogin', language: 'EN_US', type: '1', sm: 'Footer' })).toHaveLength(2);
    expect(await get<MultilingualMessage[]>(commonCalls.multilingual, { module: 'Nothing', language: 'FR' })).toEqual([]);
  });
});

describe('settings and reference lists', () => {
  it('metric settings', async () => {
    expect(await get<MetricSettings>(commonCalls.metricSettings)).toEqual({ dateFormat: 'DD/MM/yyyy', timeFormat: '12 Hour', currency: 'BWP', decimalPlaces: 2 });
  });

  it('countries include Botswana first and the United States', async () => {
    const data = await get<CountriesReply>(commonCalls.countries);
    expect(data.countryData[0]).toEqual({ code: 'BW', name: 'Botswana' });
    expect(data.countryData).toContainEqual({ code: 'US', name: 'United States' });
  });

  it("states of BW are Botswana's districts; US has its states; a known country without states is empty", async () => {
    const bw = await get<StateProvince[]>(`${commonCalls.states}/BW`);
    expect(bw.map((s) => s.name)).toEqual(expect.arrayContaining(['Central', 'Kgalagadi', 'North-West', 'South-East', 'Kweneng']));
    expect((await get<StateProvince[]>(`${commonCalls.states}/US`)).length).toBe(51);
    expect(await get<StateProvince[]>(`${commonCalls.states}/NA`)).toEqual([]);
  });

  it('an unknown country is a 404 envelope', async () => {
    const reply = await server.request(`${base}${commonCalls.states}/XX`);
    expect(reply.statusCode).toBe(404);
    expect(envelope(reply).status.msgcode).toBe('GEN404');
  });

  it('districts default to Botswana; cities filter by district', async () => {
    const districts = await get<StateProvince[]>(commonCalls.districts);
    expect(districts).toEqual(await get<StateProvince[]>(`${commonCalls.states}/BW`));
    const cities = await get<City[]>(commonCalls.cities);
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Gaborone', 'Francistown', 'Maun', 'Tlokweng']));
    const kweneng = await get<City[]>(commonCalls.cities, { district: 'KW' });
    expect(kweneng.length).toBeGreaterThan(1);
    expect(kweneng.every((c) => c.districtCode === 'KW' && c.countryCode === 'BW')).toBe(true);
    expect(await get<City[]>(commonCalls.cities, { country: 'US' })).toEqual([]);
  });

  it('service centres: the 17 towns with address and phone', async () => {
    const data = await get<ServiceCentre[]>(commonCalls.serviceCentres);
    expect(data.map((c) => c.town).sort()).toEqual([...serviceCentreTowns].sort());
    for (const centre of data) {
      expect(centre.address).toMatch(/^Plot \d+/);
      expect(centre.phone).toMatch(/^\d{7}$/);
      expect(centre.latitude).toBeLessThan(-17);
      expect(centre.longitude).toBeGreaterThan(19);
    }
  });
});

describe('FAQ', () => {
  const categories = Object.entries(faqCategories);

  it.each(categories)('category %s has at least 4 entries in every language', async (_name, id) => {
    const seen = new Map<string, FaqEntry[]>();
    for (const language of wireLanguages) {
      const data = await get<FaqEntry[]>(commonCalls.faq, { categoryId: String(id), language });
      expect(data.length).toBeGreaterThanOrEqual(4);
      for (const entry of data) expect(entry).toEqual({ id: expect.any(Number), question: expect.any(String), answer: expect.stringMatching(/^<(p|ul|ol)>/) });
      seen.set(language, data);
    }
    expect(seen.get('SP')![0]!.question).not.toBe(seen.get('EN_US')![0]!.question);
    expect(seen.get('FR')![0]!.question).not.toBe(seen.get('EN_US')![0]!.question);
    expect(seen.get('SP')).toHaveLength(seen.get('EN_US')!.length);
  });

  it('ES answers like SP', async () => {
    const sp = await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'SP' });
    expect(await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'ES' })).toEqual(sp);
  });

  it('EN_UK uses British spelling', async () => {
    const us = await get<FaqEntry[]>(commonCalls.faq, { categoryId: String(faqCategories.dashboard), language: 'EN_US' });
    const uk = await get<FaqEntry[]>(commonCalls.faq, { categoryId: String(faqCategories.dashboard), language: 'EN_UK' });
    expect(us.map((e) => e.question).join(' ')).toContain('colored banner');
    expect(uk.map((e) => e.question).join(' ')).toContain('coloured banner');
    expect(uk.length).toBe(us.length);
  });

  it('search filters questions and answers, case-insensitively, in the chosen language', async () => {
    const all = await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'EN_US' });
    const token = await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'EN_US', search: 'TOKEN' });
    expect(token.length).toBeGreaterThan(0);
    expect(token.length).toBeLessThan(all.length);
    for (const e of token) expect(`${e.question} ${e.answer}`.toLowerCase()).toContain('token');
    expect(await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'FR', search: 'jeton' })).not.toHaveLength(0);
    expect(await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'EN_US', search: 'zzzz-no-match' })).toEqual([]);
  });

  it('LIKE wildcards in the search are literal', async () => {
    expect(await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'EN_US', search: '%' })).toEqual([]);
    expect(await get<FaqEntry[]>(commonCalls.faq, { categoryId: '2', language: 'EN_US', search: '_' })).toEqual([]);
  });
});

describe('terms and privacy', () => {
  it.each(wireLanguages)('terms and privacy in %s differ and read as data.data[0]', async (language) => {
    const terms = await get<TermsReply>(commonCalls.terms, { language });
    const explicit = await get<TermsReply>(commonCalls.terms, { language, type: 'terms' });
    const privacy = await get<TermsReply>(commonCalls.terms, { language, type: 'privacy' });
    expect(terms).toEqual(explicit);
    expect(terms.data).toHaveLength(1);
    expect(terms.data[0]).toEqual({ termsConditions: expect.stringContaining('<h2>'), title: expect.any(String), lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(privacy.data[0]!.termsConditions).not.toBe(terms.data[0]!.termsConditions);
    expect(privacy.data[0]!.title).not.toBe(terms.data[0]!.title);
  });

  it('each language has its own text', async () => {
    const titles = await Promise.all(wireLanguages.map(async (language) => (await get<TermsReply>(commonCalls.terms, { language })).data[0]!.title));
    expect(new Set([titles[0], titles[2], titles[3]]).size).toBe(3);
  });
});

describe('banners, tracking, alerts, maintenance', () => {
  it.each(wireLanguages)('dashboard banners in %s', async (language) => {
    const data = await get<Banner[]>(commonCalls.banners, { pageName: 'Dashboard', language, bannerType: '1' });
    expect(data.map((b) => b.BannerIndex)).toEqual([0, 1]);
    for (const banner of data) {
      expect(banner).toEqual({ PageName: 'Dashboard', BannerIndex: expect.any(Number), RedirectURL: expect.stringMatching(/^\//), ImagePath: expect.stringMatching(/^data:image\/svg\+xml/), AltText: expect.any(String) });
    }
    expect(await get<Banner[]>(commonCalls.banners, { pageName: 'Nowhere', language })).toEqual([]);
  });

  it('banner tracking stores a row', async () => {
    const before = (await server.db.select().from(t.bannerClicks)).length;
    const reply = await server.request({ method: 'POST', url: `${base}${commonCalls.bannerTracking}`, payload: { pageName: 'Dashboard', bannerIndex: 1, redirectUrl: '/WaysToSave' } });
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply)).toEqual({ status: { code: 200, message: 'Recorded', msgcode: '' }, data: null });
    const rows = await server.db.select().from(t.bannerClicks);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ pageName: 'Dashboard', bannerIndex: 1, redirectUrl: '/WaysToSave' });
  });

  it('the general banner list is empty while no alert is in its window, and shows one that is', async () => {
    expect((await get<GeneralBannerReply>(commonCalls.generalBanner)).data).toEqual([]);
    const now = Date.now();
    await server.db.insert(t.alerts).values({
      typeCode: 'GNRLBANR', language: 'FR', title: 'Travaux', message: 'Coupure prévue samedi.', colorCode: 'amber',
      startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000),
    });
    const fr = await get<GeneralBannerReply>(commonCalls.generalBanner, { language: 'FR' });
    expect(fr.data).toEqual([{ title: 'Travaux', message: 'Coupure prévue samedi.', colorCode: 'amber', startsAt: expect.any(String), endsAt: expect.any(String) }]);
    expect((await get<GeneralBannerReply>(commonCalls.generalBanner, { language: 'EN_US' })).data).toEqual([]);
  });

  it('maintenance with type 1 lists items with status and message (off after seeding)', async () => {
    const data = await get<MaintenanceItem[]>(commonCalls.maintenance, { type: '1' });
    expect(data.length).toBeGreaterThanOrEqual(1);
    expect(data.every((item) => item.status === false && typeof item.message === 'string')).toBe(true);
  });
});

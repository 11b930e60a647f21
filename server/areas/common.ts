/**
 * Common (configuration) service area, document 2 section 7 "Common": texts, settings, reference
 * lists, FAQ, terms, banners and the maintenance status. Everything is read from the database.
 */
import { and, asc, eq, gt, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import {
  bannerTrackingBodySchema,
  bannersQuerySchema,
  citiesQuerySchema,
  districtsQuerySchema,
  faqQuerySchema,
  generalBannerQuerySchema,
  maintenanceQuerySchema,
  multilingualQuerySchema,
  serviceCentresQuerySchema,
  statesPathSchema,
  termsQuerySchema,
  type Banner,
  type City,
  type CountriesReply,
  type FaqEntry,
  type GeneralBannerReply,
  type MaintenanceItem,
  type MetricSettings,
  type MultilingualMessage,
  type ServiceCentre,
  type StateProvince,
  type TermsReply,
} from '../../src/domain/common.ts';
import { commonCalls } from '../../src/domain/apiAreas.ts';
import type { Db } from '../db/open.ts';
import { utilityWords } from '../utilityWords.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';

/** Content is stored under EN_US, EN_UK, SP and FR; Spanish also arrives as ES. */
export function storedLanguage(code: string): string {
  return code === 'ES' ? 'SP' : code;
}

/** Escapes LIKE wildcards so a search for "100%" matches the text literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function readMaintenanceItems(db: Db): Promise<MaintenanceItem[]> {
  const rows = await db.select().from(t.maintenanceItems).orderBy(asc(t.maintenanceItems.id));
  return rows.map((row) => ({ status: row.status, message: row.message }));
}

export function commonArea(db: Db) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, undefined);
    route.get(commonCalls.multilingual, { query: multilingualQuerySchema }, async ({ query }) => {
      const conditions = [
        eq(t.multilingualMessages.module, query.module),
        eq(t.multilingualMessages.language, storedLanguage(query.language)),
      ];
      if (query.sm) conditions.push(inArray(t.multilingualMessages.subModule, ['', query.sm]));
      if (query.type) conditions.push(eq(t.multilingualMessages.messageType, Number(query.type)));
      const rows = await db
        .select()
        .from(t.multilingualMessages)
        .where(and(...conditions))
        .orderBy(asc(t.multilingualMessages.controlCode));
      return ok<MultilingualMessage[]>(
        rows.map((row) => ({
          ControlCode: row.controlCode,
          MessageType: row.messageType,
          messageData: row.messageData,
          AlternateText: row.alternateText,
        })),
      );
    });

    route.get(commonCalls.metricSettings, {}, async () => {
      const rows = await db.select().from(t.appSettings);
      const settings = new Map(rows.map((row) => [row.key, row.value]));
      return ok<MetricSettings>({
        dateFormat: settings.get('dateFormat') ?? 'DD/MM/yyyy',
        timeFormat: settings.get('timeFormat') === '24 Hour' ? '24 Hour' : '12 Hour',
        currency: settings.get('currency') ?? 'BWP',
        decimalPlaces: Number(settings.get('decimalPlaces') ?? 2),
      });
    });

    route.get(commonCalls.countries, {}, async () => {
      const rows = await db
        .select({ code: t.countries.code, name: t.countries.name })
        .from(t.countries)
        .orderBy(asc(t.countries.sortOrder), asc(t.countries.name));
      return ok<CountriesReply>({ countryData: rows });
    });

    route.get(`${commonCalls.states}/:country`, { params: statesPathSchema }, async ({ params }) => {
      return ok<StateProvince[]>(await statesOf(db, params.country));
    });

    route.get(commonCalls.districts, { query: districtsQuerySchema }, async ({ query }) => {
      return ok<StateProvince[]>(await statesOf(db, query.country ?? 'BW'));
    });

    route.get(commonCalls.cities, { query: citiesQuerySchema }, async ({ query }) => {
      const conditions = [eq(t.cities.countryCode, query.country ?? 'BW')];
      if (query.district) conditions.push(eq(t.cities.districtCode, query.district));
      const rows = await db
        .select({ name: t.cities.name, districtCode: t.cities.districtCode, countryCode: t.cities.countryCode })
        .from(t.cities)
        .where(and(...conditions))
        .orderBy(asc(t.cities.name));
      return ok<City[]>(rows);
    });

    route.get(commonCalls.faq, { query: faqQuerySchema }, async ({ query }) => {
      const conditions = [
        eq(t.faqEntries.categoryId, Number(query.categoryId)),
        eq(t.faqEntries.language, storedLanguage(query.language)),
      ];
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(or(ilike(t.faqEntries.question, pattern), ilike(t.faqEntries.answer, pattern))!);
      }
      const rows = await db
        .select({ id: t.faqEntries.id, question: t.faqEntries.question, answer: t.faqEntries.answer })
        .from(t.faqEntries)
        .where(and(...conditions))
        .orderBy(asc(t.faqEntries.sortOrder), asc(t.faqEntries.id));
      return ok<FaqEntry[]>(rows);
    });

    route.get(commonCalls.terms, { query: termsQuerySchema }, async ({ query }) => {
      const [row] = await db
        .select()
        .from(t.contentPages)
        .where(and(eq(t.contentPages.type, query.type ?? 'terms'), eq(t.contentPages.language, storedLanguage(query.language))));
      if (!row) throw new ApiError(404, 'GEN404');
      return ok<TermsReply>({ data: [{ termsConditions: row.body, title: row.title, lastUpdated: row.lastUpdated }] });
    });

    route.get(commonCalls.banners, { query: bannersQuerySchema }, async ({ query }) => {
      const conditions = [
        eq(t.banners.pageName, query.pageName),
        eq(t.banners.language, storedLanguage(query.language)),
        eq(t.banners.active, true),
      ];
      if (query.bannerType) conditions.push(eq(t.banners.bannerType, Number(query.bannerType)));
      const rows = await db.select().from(t.banners).where(and(...conditions)).orderBy(asc(t.banners.bannerIndex));
      return ok<Banner[]>(
        rows.map((row) => ({
          PageName: row.pageName,
          BannerIndex: row.bannerIndex,
          RedirectURL: row.redirectUrl,
          ImagePath: row.imagePath,
          AltText: row.altText,
        })),
      );
    });

    route.post(commonCalls.bannerTracking, { body: bannerTrackingBodySchema }, async ({ body }) => {
      await db.insert(t.bannerClicks).values({
        pageName: body.pageName,
        bannerIndex: body.bannerIndex,
        redirectUrl: body.redirectUrl ?? null,
      });
      return ok(null, 'Recorded');
    });

    route.get(commonCalls.maintenance, { query: maintenanceQuerySchema }, async () => {
      return ok<MaintenanceItem[]>(await readMaintenanceItems(db));
    });

    route.get(commonCalls.generalBanner, { query: generalBannerQuerySchema }, async ({ query }) => {
      const now = new Date();
      const rows = await db
        .select()
        .from(t.alerts)
        .where(
          and(
            eq(t.alerts.typeCode, 'GNRLBANR'),
            eq(t.alerts.language, storedLanguage(query.language ?? 'EN_US')),
            lte(t.alerts.startsAt, now),
            gt(t.alerts.endsAt, now),
          ),
        )
        .orderBy(asc(t.alerts.startsAt));
      return ok<GeneralBannerReply>({
        data: rows.map((row) => ({
          title: row.title,
          message: row.message,
          colorCode: row.colorCode,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
        })),
      });
    });

    route.get(commonCalls.serviceCentres, { query: serviceCentresQuerySchema }, async ({ query }) => {
      const rows = await db.select().from(t.serviceCentres).orderBy(asc(t.serviceCentres.town));
      // Opening hours are the utility's words: in the language asked for.
      const words = await utilityWords(db, query.language, rows.map((row) => row.openingHours));
      return ok<ServiceCentre[]>(rows.map(({ id: _id, ...centre }) => ({ ...centre, openingHours: words(centre.openingHours) })));
    });
  };
}

async function statesOf(db: Db, country: string): Promise<StateProvince[]> {
  const [known] = await db.select({ n: sql<number>`count(*)::int` }).from(t.countries).where(eq(t.countries.code, country));
  if (!known?.n) throw new ApiError(404, 'GEN404', `Unknown country: ${country}.`);
  return db
    .select({ code: t.states.code, name: t.states.name })
    .from(t.states)
    .where(eq(t.states.countryCode, country))
    .orderBy(asc(t.states.name));
}

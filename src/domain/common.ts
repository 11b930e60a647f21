/**
 * Contracts of the common (configuration) service area: query schemas the server validates with
 * and response shapes the client reads. Document 2 section 7, "Common".
 */
import * as v from 'valibot';
import { faqCategories } from './constants.ts';

/** Stored language codes accepted on the wire (ES travels as SP; ES is accepted too). */
export const languageCodeSchema = v.picklist(['EN_US', 'EN_UK', 'SP', 'ES', 'FR']);

const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

export const multilingualQuerySchema = v.strictObject({
  module: shortText(60),
  sm: v.optional(shortText(60)),
  language: languageCodeSchema,
  type: v.optional(v.pipe(v.string(), v.regex(/^[1-5]$/))),
});

export interface MultilingualMessage {
  ControlCode: string;
  /** 1 label, 2 control, 3 disclaimer, 4 error, 5 success */
  MessageType: number;
  messageData: string;
  AlternateText: string;
}

const faqCategoryIds = Object.values(faqCategories).map(String) as [string, ...string[]];
export const faqQuerySchema = v.strictObject({
  categoryId: v.picklist(faqCategoryIds),
  language: languageCodeSchema,
  /** Free-text filter over questions and answers. */
  search: v.optional(shortText(100)),
});

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

export const termsQuerySchema = v.strictObject({
  language: languageCodeSchema,
  /** terms (default) or privacy: the same call serves /Term and /PrivacyPolicy. */
  type: v.optional(v.picklist(['terms', 'privacy'])),
});
/** Reply data of the terms call; the client reads data.data[0].termsConditions. */
export interface TermsReply {
  data: { termsConditions: string; title: string; lastUpdated: string }[];
}

export const maintenanceQuerySchema = v.strictObject({ type: v.literal('1') });
export interface MaintenanceItem {
  status: boolean;
  message: string;
}

export const bannersQuerySchema = v.strictObject({
  pageName: shortText(60),
  language: languageCodeSchema,
  bannerType: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/))),
});
export interface Banner {
  PageName: string;
  BannerIndex: number;
  RedirectURL: string;
  ImagePath: string;
  AltText: string;
}

export const bannerTrackingBodySchema = v.strictObject({
  pageName: shortText(60),
  bannerIndex: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  redirectUrl: v.optional(shortText(500)),
});

export const statesPathSchema = v.strictObject({ country: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/)) });

interface Country {
  code: string;
  name: string;
}
export interface StateProvince {
  code: string;
  name: string;
}
export interface MetricSettings {
  dateFormat: string;
  timeFormat: '12 Hour' | '24 Hour';
  currency: string;
  decimalPlaces: number;
}
export interface VersionMeta {
  version: string;
  builtAt: string;
}

// ---- Added with the reference server (Foundation): the remaining common calls.

/** Calls without parameters still refuse unknown ones (countries, metric settings, health...). */
export const emptyQuerySchema = v.strictObject({});

/** GET /meta.json: the version check may add a cache-busting number, nothing else. */
export const metaQuerySchema = v.strictObject({ t: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/))) });

const countryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/));
const districtCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/));

/** GET cities: optionally one country (default BW) and one district. */
export const citiesQuerySchema = v.strictObject({
  country: v.optional(countryCodeSchema),
  district: v.optional(districtCodeSchema),
});

/** GET districts: optionally the country (default BW). */
export const districtsQuerySchema = v.strictObject({ country: v.optional(countryCodeSchema) });

/** GET Alert/Type/GNRLBANR: the language of the texts (default EN_US). */
export const generalBannerQuerySchema = v.strictObject({ language: v.optional(languageCodeSchema) });

export interface CountriesReply {
  countryData: Country[];
}
export interface City {
  name: string;
  districtCode: string;
  countryCode: string;
}
/** GET {common}/service-centres?language=: the opening hours in the reader's language. */
export const serviceCentresQuerySchema = v.strictObject({ language: v.optional(languageCodeSchema) });
export interface ServiceCentre {
  town: string;
  districtCode: string;
  address: string;
  phone: string;
  email: string;
  openingHours: string;
  latitude: number;
  longitude: number;
}
/** One general banner of Alert/Type/GNRLBANR; the client reads data.data. */
interface GeneralBanner {
  title: string;
  message: string;
  colorCode: string;
  startsAt: string;
  endsAt: string;
}
export interface GeneralBannerReply {
  data: GeneralBanner[];
}
export interface HealthReply {
  database: 'ok' | 'unavailable';
  version: string;
}

/**
 * Content and reference data of the common area: FAQ, pages, texts, maintenance, banners, alerts,
 * countries, states, cities, service centres and settings.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id').notNull(),
    /** Stored language code: EN_US, EN_UK, SP, FR. */
    language: text('language').notNull(),
    question: text('question').notNull(),
    /** Simple HTML: paragraphs, lists, links. */
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('faq_entries_category_language_idx').on(t.categoryId, t.language, t.sortOrder)],
);

export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** terms or privacy */
    type: text('type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    lastUpdated: date('last_updated', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('content_pages_type_language_uq').on(t.type, t.language),
    check('content_pages_type_ck', sql`${t.type} in ('terms', 'privacy')`),
  ],
);

/** Server-side texts; a ControlCode equal to a front-end catalogue id overrides that text. */
export const multilingualMessages = pgTable(
  'multilingual_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    module: text('module').notNull(),
    /** Sub-module (the `sm` query); '' applies to the whole module. */
    subModule: text('sub_module').notNull().default(''),
    controlCode: text('control_code').notNull(),
    /** 1 label, 2 control, 3 disclaimer, 4 error, 5 success */
    messageType: smallint('message_type').notNull(),
    language: text('language').notNull(),
    messageData: text('message_data').notNull(),
    alternateText: text('alternate_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('multilingual_messages_uq').on(t.module, t.subModule, t.controlCode, t.language),
    check('multilingual_messages_type_ck', sql`${t.messageType} between 1 and 5`),
  ],
);

export const maintenanceItems = pgTable('maintenance_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  status: boolean('status').notNull().default(false),
  message: text('message').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageName: text('page_name').notNull(),
    bannerIndex: integer('banner_index').notNull(),
    language: text('language').notNull(),
    bannerType: smallint('banner_type').notNull().default(1),
    redirectUrl: text('redirect_url').notNull().default(''),
    imagePath: text('image_path').notNull(),
    altText: text('alt_text').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('banners_uq').on(t.pageName, t.language, t.bannerType, t.bannerIndex)],
);

/** One row per banner click (banner tracking call); no personal data. */
export const bannerClicks = pgTable('banner_clicks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  pageName: text('page_name').notNull(),
  bannerIndex: integer('banner_index').notNull(),
  redirectUrl: text('redirect_url'),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide alerts (Alert/Type/{code}); GNRLBANR is the general banner. */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    typeCode: text('type_code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    colorCode: text('color_code').notNull().default('amber'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('alerts_type_language_idx').on(t.typeCode, t.language)],
);

// ---------------------------------------------------------------- reference data

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

/** States, provinces and (for Botswana) districts. */
export const states = pgTable(
  'states',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').notNull(),
    districtCode: text('district_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('cities_uq').on(t.countryCode, t.districtCode, t.name)],
);

export const serviceCentres = pgTable('service_centres', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  town: text('town').notNull().unique('service_centres_town_uq'),
  districtCode: text('district_code').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  openingHours: text('opening_hours').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Key/value settings read by the metric-settings call and later configuration calls. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

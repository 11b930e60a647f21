/**
 * Database schema of the reference server (drizzle pg-core), one file per area in ./schema/.
 * Migrations are generated from those files with `npm run db:generate` into server/db/migrations
 * and applied at start; server code imports every table from here (`import * as t from './schema.ts'`).
 *
 * The same migrations run on PGlite (PostgreSQL 18) and on a PostgreSQL 15 server, so only features
 * both have are used: identity columns, uuid, arrays, numeric, timestamptz, expression indexes, checks.
 * Money is numeric(12,2) (read back as a string, never a float); calendar days are `date` in string mode.
 */
export * from './schema/account.ts';
export * from './schema/payment.ts';
export * from './schema/gateway.ts';
export * from './schema/guest.ts';
export * from './schema/common.ts';
export * from './schema/user.ts';
export * from './schema/customerService.ts';
export * from './schema/inbox.ts';
export * from './schema/billing.ts';
export * from './schema/usage.ts';
export * from './schema/service.ts';
export * from './schema/outage.ts';
export * from './schema/serviceLetters.ts';

-- Readings are a pure function of the meter and the day (server/usage/store.ts): the rows written so far are
-- dropped and written again, with their local midnight, on each account's next usage call.
DELETE FROM "usage_days";--> statement-breakpoint
ALTER TABLE "usage_days" ADD COLUMN "start_epoch" bigint NOT NULL;

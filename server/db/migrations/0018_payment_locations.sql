CREATE TABLE "payment_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"town" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	CONSTRAINT "payment_locations_kind_ck" CHECK ("payment_locations"."kind" in ('serviceCentre', 'agent'))
);
--> statement-breakpoint
CREATE INDEX "payment_locations_town_idx" ON "payment_locations" USING btree ("town");
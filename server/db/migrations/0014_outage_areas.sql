CREATE TABLE "outage_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outage_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outage_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"crew_status" text NOT NULL,
	"estimated_restoration_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outages" DROP CONSTRAINT "outages_status_ck";--> statement-breakpoint
ALTER TABLE "outages" DROP CONSTRAINT "outages_affected_ck";--> statement-breakpoint
ALTER TABLE "outages" ADD COLUMN "affected_premises" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outages" ADD COLUMN "planned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outages" ADD COLUMN "crew_status" text DEFAULT 'assessing' NOT NULL;--> statement-breakpoint
ALTER TABLE "outages" ADD COLUMN "geometry" jsonb;--> statement-breakpoint
ALTER TABLE "outages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outage_updates" ADD CONSTRAINT "outage_updates_outage_id_outages_id_fk" FOREIGN KEY ("outage_id") REFERENCES "public"."outages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outage_updates_outage_idx" ON "outage_updates" USING btree ("outage_id","at");--> statement-breakpoint
ALTER TABLE "outages" ADD CONSTRAINT "outages_crew_status_ck" CHECK ("outages"."crew_status" in ('assessing', 'dispatched', 'enRoute', 'onSite', 'completed'));--> statement-breakpoint
ALTER TABLE "outages" ADD CONSTRAINT "outages_status_ck" CHECK ("outages"."status" in ('active', 'scheduled', 'restored'));--> statement-breakpoint
ALTER TABLE "outages" ADD CONSTRAINT "outages_affected_ck" CHECK ("outages"."affected_customers" >= 0 and "outages"."affected_premises" >= 0);
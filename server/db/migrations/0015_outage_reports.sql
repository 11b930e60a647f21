CREATE TABLE "outage_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outage_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" uuid,
	"account_number" text,
	"reporter_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email_address" text NOT NULL,
	"event_type" smallint DEFAULT 0 NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"town" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"notification_preference" text NOT NULL,
	"is_contact" boolean NOT NULL,
	"custom_attributes" jsonb NOT NULL,
	"attachments" jsonb NOT NULL,
	"outage_reference" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outage_reports" ADD CONSTRAINT "outage_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outage_reports_reference_uq" ON "outage_reports" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "outage_reports_user_idx" ON "outage_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outage_reports_outage_idx" ON "outage_reports" USING btree ("outage_reference");
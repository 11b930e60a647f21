CREATE TABLE "outage_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outage_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"outage_id" integer NOT NULL,
	"change" text NOT NULL,
	"inbox_message_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "premises" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "premises" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "outage_alerts" ADD CONSTRAINT "outage_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outage_alerts" ADD CONSTRAINT "outage_alerts_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outage_alerts" ADD CONSTRAINT "outage_alerts_outage_id_outages_id_fk" FOREIGN KEY ("outage_id") REFERENCES "public"."outages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outage_alerts" ADD CONSTRAINT "outage_alerts_inbox_message_id_inbox_messages_id_fk" FOREIGN KEY ("inbox_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outage_alerts_change_uq" ON "outage_alerts" USING btree ("user_id","account_id","outage_id","change");
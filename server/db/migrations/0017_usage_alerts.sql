CREATE TABLE "usage_alert_settings" (
	"user_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"daily_threshold_wh" integer,
	"monthly_budget_thebe" integer,
	"since_day" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_alert_settings_user_id_account_id_pk" PRIMARY KEY("user_id","account_id"),
	CONSTRAINT "usage_alert_settings_threshold_ck" CHECK ("usage_alert_settings"."daily_threshold_wh" is null or "usage_alert_settings"."daily_threshold_wh" > 0),
	CONSTRAINT "usage_alert_settings_budget_ck" CHECK ("usage_alert_settings"."monthly_budget_thebe" is null or "usage_alert_settings"."monthly_budget_thebe" > 0)
);
--> statement-breakpoint
CREATE TABLE "usage_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"limit_amount" integer NOT NULL,
	"inbox_message_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_alerts_kind_ck" CHECK ("usage_alerts"."kind" in ('daily', 'budget'))
);
--> statement-breakpoint
ALTER TABLE "usage_alert_settings" ADD CONSTRAINT "usage_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alert_settings" ADD CONSTRAINT "usage_alert_settings_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_inbox_message_id_inbox_messages_id_fk" FOREIGN KEY ("inbox_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_alert_settings_account_idx" ON "usage_alert_settings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_alerts_crossing_uq" ON "usage_alerts" USING btree ("user_id","account_id","kind","period");
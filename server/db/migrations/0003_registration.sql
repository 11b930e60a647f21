CREATE TABLE "request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_name" text,
	"user_id" uuid,
	"email" text,
	"issue" text NOT NULL,
	"message" text NOT NULL,
	"ip" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_requests_issue_ck" CHECK ("support_requests"."issue" in ('locked', 'noEmail', 'other')),
	CONSTRAINT "support_requests_status_ck" CHECK ("support_requests"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "user_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_keys_purpose_ck" CHECK ("user_keys"."purpose" in ('activation', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "service_accounts" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "email_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "text_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "access_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alternate_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secondary_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secondary_phone_type" smallint;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_keys" ADD CONSTRAINT "user_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_bucket_ip_idx" ON "request_events" USING btree ("bucket","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_keys_hash_uq" ON "user_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "user_keys_user_idx" ON "user_keys" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "guest_invitations_account_idx" ON "guest_invitations" USING btree ("account_id","status");
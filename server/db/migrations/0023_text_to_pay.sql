CREATE TABLE "text_to_pay_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_to_pay_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"mobile_number" text NOT NULL,
	"payment_method_id" integer,
	"status" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "text_to_pay_enrolments_status_ck" CHECK ("text_to_pay_enrolments"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "text_to_pay_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_to_pay_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"key_digest" text NOT NULL,
	"outbox_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_to_pay_enrolments" ADD CONSTRAINT "text_to_pay_enrolments_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_pay_enrolments" ADD CONSTRAINT "text_to_pay_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_pay_enrolments" ADD CONSTRAINT "text_to_pay_enrolments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_pay_links" ADD CONSTRAINT "text_to_pay_links_enrolment_id_text_to_pay_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."text_to_pay_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_pay_links" ADD CONSTRAINT "text_to_pay_links_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "text_to_pay_enrolments_account_uq" ON "text_to_pay_enrolments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "text_to_pay_enrolments_method_idx" ON "text_to_pay_enrolments" USING btree ("payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_to_pay_links_key_uq" ON "text_to_pay_links" USING btree ("key_digest");--> statement-breakpoint
CREATE INDEX "text_to_pay_links_enrolment_idx" ON "text_to_pay_links" USING btree ("enrolment_id");
CREATE TABLE "autopay_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"payment_id" integer,
	"draft_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopay_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_method_id" integer,
	"amount_type" text NOT NULL,
	"fixed_amount" numeric(12, 2),
	"make_payment_type" text NOT NULL,
	"days_before_due_date" smallint,
	"status" text NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "autopay_enrolments_status_ck" CHECK ("autopay_enrolments"."status" in ('active', 'cancelled')),
	CONSTRAINT "autopay_enrolments_amount_type_ck" CHECK ("autopay_enrolments"."amount_type" in ('AmountDue', 'FixedAmount')),
	CONSTRAINT "autopay_enrolments_date_type_ck" CHECK ("autopay_enrolments"."make_payment_type" in ('PayonDueDate', 'DaysBeforeDueDate'))
);
--> statement-breakpoint
ALTER TABLE "autopay_drafts" ADD CONSTRAINT "autopay_drafts_enrolment_id_autopay_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."autopay_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_drafts" ADD CONSTRAINT "autopay_drafts_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_drafts" ADD CONSTRAINT "autopay_drafts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_drafts_bill_uq" ON "autopay_drafts" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "autopay_drafts_enrolment_idx" ON "autopay_drafts" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_enrolments_account_uq" ON "autopay_enrolments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "autopay_enrolments_method_idx" ON "autopay_enrolments" USING btree ("payment_method_id");
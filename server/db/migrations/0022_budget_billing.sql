CREATE TABLE "budget_billing_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_billing_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"monthly_amount" numeric(12, 2) NOT NULL,
	"enrolled_by" uuid,
	"enrolled_at" timestamp with time zone NOT NULL,
	"ended_by" uuid,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "budget_billing_plans" ADD CONSTRAINT "budget_billing_plans_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_billing_plans" ADD CONSTRAINT "budget_billing_plans_enrolled_by_users_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_billing_plans" ADD CONSTRAINT "budget_billing_plans_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_billing_plans_in_force_uq" ON "budget_billing_plans" USING btree ("account_id") WHERE "budget_billing_plans"."ended_at" is null;
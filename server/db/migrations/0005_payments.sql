CREATE TABLE "gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_charges_status_ck" CHECK ("gateway_charges"."status" in ('approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "gateway_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"expiry_month" smallint,
	"expiry_year" smallint,
	"routing_number" text,
	"bank_name" text,
	"bank_account_type" text,
	"charge_outcome" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_tokens_kind_ck" CHECK ("gateway_tokens"."kind" in ('card', 'bank')),
	CONSTRAINT "gateway_tokens_last4_ck" CHECK ("gateway_tokens"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"request_digest" text NOT NULL,
	"state" text NOT NULL,
	"http_status" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_requests_state_ck" CHECK ("payment_requests"."state" in ('pending', 'done'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "convenience_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "is_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_charges_key_uq" ON "gateway_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_scope_key_uq" ON "payment_requests" USING btree ("scope","idempotency_key");--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD CONSTRAINT "prepaid_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_uid_uq" ON "payments" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "payments_status_date_idx" ON "payments" USING btree ("status","paid_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_kind_ck" CHECK ("payments"."method_kind" is null or "payments"."method_kind" in ('card', 'bank'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('completed', 'scheduled', 'processing', 'cancelled', 'failed'));--> statement-breakpoint
-- Saved methods made before the gateway simulator kept a vault: the simulator learns their tokens (they approve).
INSERT INTO "gateway_tokens" ("token", "kind", "brand", "last4", "expiry_month", "expiry_year", "routing_number", "bank_name", "bank_account_type", "created_at")
SELECT "gateway_token", "kind", "brand", "last4", "expiry_month", "expiry_year", "routing_number", "bank_name", "bank_account_type", "created_at" FROM "payment_methods"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Payments made with a saved method keep its token and kind (a scheduled one is charged with it later).
UPDATE "payments" SET "gateway_token" = m."gateway_token", "method_kind" = m."kind"
FROM "payment_methods" m WHERE "payments"."payment_method_id" = m."id" AND "payments"."gateway_token" IS NULL;

ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_outcome_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_outcome_ck" CHECK ("login_attempts"."outcome" in ('success', 'failure', 'locked', 'blocked', 'pending'));
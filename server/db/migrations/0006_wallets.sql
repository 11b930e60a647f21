ALTER TABLE "gateway_tokens" DROP CONSTRAINT "gateway_tokens_kind_ck";--> statement-breakpoint
ALTER TABLE "gateway_tokens" DROP CONSTRAINT "gateway_tokens_last4_ck";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_kind_ck";--> statement-breakpoint
ALTER TABLE "gateway_tokens" ALTER COLUMN "last4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD COLUMN "wallet_type" text;--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD COLUMN "payer" text;--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD COLUMN "used_by_charge" text;--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD CONSTRAINT "gateway_tokens_wallet_ck" CHECK (("gateway_tokens"."kind" = 'wallet' and "gateway_tokens"."wallet_type" is not null and "gateway_tokens"."wallet_type" in ('PayPal', 'GooglePay', 'ApplePay', 'Venmo') and "gateway_tokens"."expires_at" is not null) or ("gateway_tokens"."kind" <> 'wallet' and "gateway_tokens"."wallet_type" is null and "gateway_tokens"."payer" is null and "gateway_tokens"."expires_at" is null and "gateway_tokens"."used_at" is null));--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD CONSTRAINT "gateway_tokens_used_ck" CHECK (("gateway_tokens"."used_at" is null) = ("gateway_tokens"."used_by_charge" is null));--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD CONSTRAINT "gateway_tokens_kind_ck" CHECK ("gateway_tokens"."kind" in ('card', 'bank', 'wallet'));--> statement-breakpoint
ALTER TABLE "gateway_tokens" ADD CONSTRAINT "gateway_tokens_last4_ck" CHECK (("gateway_tokens"."kind" = 'wallet' and "gateway_tokens"."last4" is null) or ("gateway_tokens"."kind" <> 'wallet' and "gateway_tokens"."last4" is not null and "gateway_tokens"."last4" ~ '^[0-9]{4}$'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_kind_ck" CHECK ("payments"."method_kind" is null or "payments"."method_kind" in ('card', 'bank', 'wallet'));
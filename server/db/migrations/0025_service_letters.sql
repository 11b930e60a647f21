CREATE TABLE "service_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" uuid,
	"addressee" text DEFAULT '' NOT NULL,
	"facts" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_letters_kind_ck" CHECK ("service_letters"."kind" in ('accountStanding', 'serviceAtAddress'))
);
--> statement-breakpoint
ALTER TABLE "service_letters" ADD CONSTRAINT "service_letters_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_letters" ADD CONSTRAINT "service_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_letters_reference_uq" ON "service_letters" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "service_letters_account_idx" ON "service_letters" USING btree ("account_id");
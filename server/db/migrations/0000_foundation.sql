CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"color_code" text DEFAULT 'amber' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_name" text NOT NULL,
	"banner_index" integer NOT NULL,
	"redirect_url" text,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_name" text NOT NULL,
	"banner_index" integer NOT NULL,
	"language" text NOT NULL,
	"banner_type" smallint DEFAULT 1 NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"image_path" text NOT NULL,
	"alt_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"bill_number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_due" numeric(12, 2) NOT NULL,
	"past_due" numeric(12, 2) DEFAULT '0' NOT NULL,
	"usage" numeric(10, 2) NOT NULL,
	"usage_unit" text DEFAULT 'kWh' NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "bills_status_ck" CHECK ("bills"."status" in ('due', 'paid', 'partial', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" text NOT NULL,
	"district_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"last_updated" date NOT NULL,
	CONSTRAINT "content_pages_type_ck" CHECK ("content_pages"."type" in ('terms', 'privacy'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inviter_user_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"role_id" integer DEFAULT 8 NOT NULL,
	"access_until" timestamp with time zone NOT NULL,
	"validation_key_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"guest_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "guest_invitations_status_ck" CHECK ("guest_invitations"."status" in ('pending', 'accepted', 'revoked', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"meter_number" text NOT NULL,
	"service_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date DEFAULT '9999-12-31' NOT NULL,
	CONSTRAINT "meters_service_type_ck" CHECK ("meters"."service_type" in ('electric', 'gas', 'water', 'solar'))
);
--> statement-breakpoint
CREATE TABLE "multilingual_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "multilingual_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"sub_module" text DEFAULT '' NOT NULL,
	"control_code" text NOT NULL,
	"message_type" smallint NOT NULL,
	"language" text NOT NULL,
	"message_data" text NOT NULL,
	"alternate_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "multilingual_messages_type_ck" CHECK ("multilingual_messages"."message_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"gateway_token" text NOT NULL,
	"holder_name" text,
	"brand" text,
	"last4" text NOT NULL,
	"expiry_month" smallint,
	"expiry_year" smallint,
	"bank_name" text,
	"routing_number" text,
	"bank_account_type" text,
	"nickname" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_kind_ck" CHECK ("payment_methods"."kind" in ('card', 'bank')),
	CONSTRAINT "payment_methods_last4_ck" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" uuid,
	"payment_method_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"method_ref" text NOT NULL,
	"status" text NOT NULL,
	"confirmation_number" text NOT NULL,
	"channel" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('completed', 'scheduled', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "prepaid_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prepaid_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"units" numeric(10, 2) NOT NULL,
	"token" text NOT NULL,
	"reference" text NOT NULL,
	"transacted_at" timestamp with time zone NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	CONSTRAINT "prepaid_transactions_token_ck" CHECK ("prepaid_transactions"."token" ~ '^[0-9]{20}$')
);
--> statement-breakpoint
CREATE TABLE "role_rights" (
	"role_id" integer NOT NULL,
	"persona_id" integer DEFAULT 1 NOT NULL,
	"right_name" text NOT NULL,
	CONSTRAINT "role_rights_role_id_persona_id_right_name_pk" PRIMARY KEY("role_id","persona_id","right_name")
);
--> statement-breakpoint
CREATE TABLE "service_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_number" text NOT NULL,
	"customer_number" text NOT NULL,
	"bp_number" text NOT NULL,
	"premise_id" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"account_type" text DEFAULT 'Residential' NOT NULL,
	"is_prepaid" boolean DEFAULT false NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"town" text NOT NULL,
	"tariff" text NOT NULL,
	"paperless" boolean DEFAULT false NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"holder_first_name" text NOT NULL,
	"holder_last_name" text NOT NULL,
	"holder_org_name" text,
	"holder_date_of_birth" date,
	"holder_id_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_accounts_status_ck" CHECK ("service_accounts"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "service_centres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_centres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"town" text NOT NULL,
	"district_code" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"opening_hours" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "service_centres_town_uq" UNIQUE("town")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"user_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"nickname" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_accounts_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"personas" integer[] DEFAULT '{1}'::integer[] NOT NULL,
	"tfa" boolean DEFAULT false NOT NULL,
	"is_migrated" boolean DEFAULT false NOT NULL,
	"must_reset_password" boolean DEFAULT false NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_guest_user_id_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD CONSTRAINT "prepaid_transactions_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD CONSTRAINT "prepaid_transactions_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_type_language_idx" ON "alerts" USING btree ("type_code","language");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_uq" ON "banners" USING btree ("page_name","language","banner_type","banner_index");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_bill_number_uq" ON "bills" USING btree ("bill_number");--> statement-breakpoint
CREATE INDEX "bills_account_date_idx" ON "bills" USING btree ("account_id","bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_uq" ON "cities" USING btree ("country_code","district_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_type_language_uq" ON "content_pages" USING btree ("type","language");--> statement-breakpoint
CREATE INDEX "faq_entries_category_language_idx" ON "faq_entries" USING btree ("category_id","language","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_invitations_key_uq" ON "guest_invitations" USING btree ("validation_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "meters_meter_number_uq" ON "meters" USING btree ("meter_number");--> statement-breakpoint
CREATE INDEX "meters_account_idx" ON "meters" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "multilingual_messages_uq" ON "multilingual_messages" USING btree ("module","sub_module","control_code","language");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_gateway_token_uq" ON "payment_methods" USING btree ("gateway_token");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_confirmation_uq" ON "payments" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_uq" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_account_date_idx" ON "payments" USING btree ("account_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_transactions_reference_uq" ON "prepaid_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "prepaid_transactions_account_idx" ON "prepaid_transactions" USING btree ("account_id","transacted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_accounts_account_number_uq" ON "service_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "user_accounts_account_idx" ON "user_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
CREATE TABLE "appointment_slots" (
	"town" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_slots_town_day_slot_pk" PRIMARY KEY("town","day","slot"),
	CONSTRAINT "appointment_slots_booked_ck" CHECK ("appointment_slots"."booked" >= 0 and "appointment_slots"."booked" <= "appointment_slots"."capacity"),
	CONSTRAINT "appointment_slots_slot_ck" CHECK ("appointment_slots"."slot" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"agent_user_id" uuid,
	"stored_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"account_number" text,
	"reference_number" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_content_type_ck" CHECK ("documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "premises" (
	"id" text PRIMARY KEY NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"postal_code" text NOT NULL,
	"under_construction" boolean DEFAULT false NOT NULL,
	"in_territory" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"order_type" text NOT NULL,
	"user_id" uuid,
	"agent_user_id" uuid,
	"account_number" text,
	"premise_id" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"priority" smallint DEFAULT 5 NOT NULL,
	"town" text NOT NULL,
	"appointment_day" date NOT NULL,
	"appointment_slot" smallint NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_orders_status_ck" CHECK ("service_orders"."status" in (0, 1, 2)),
	CONSTRAINT "service_orders_priority_ck" CHECK ("service_orders"."priority" in (1, 5, 7)),
	CONSTRAINT "service_orders_type_ck" CHECK ("service_orders"."order_type" in ('START', 'STOP', 'TRANSFER'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_events" ADD CONSTRAINT "service_order_events_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_stored_name_uq" ON "documents" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_ip_idx" ON "documents" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "premises_town_idx" ON "premises" USING btree ("town");--> statement-breakpoint
CREATE INDEX "service_order_events_order_idx" ON "service_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_reference_uq" ON "service_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "service_orders_user_idx" ON "service_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_account_idx" ON "service_orders" USING btree ("account_number","order_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_one_open_stop_uq" ON "service_orders" USING btree ("account_number") WHERE "service_orders"."order_type" = 'STOP' and "service_orders"."status" in (0, 2);
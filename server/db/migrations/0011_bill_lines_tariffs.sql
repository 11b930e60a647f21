CREATE TABLE "bill_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bill_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"quantity" numeric(12, 2),
	"rate" numeric(10, 2),
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tariff_code" text NOT NULL,
	"tariff_name" text NOT NULL,
	"effective_from" date NOT NULL,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "tariff_code" text DEFAULT 'Domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_rates_code_from_uq" ON "tariff_rates" USING btree ("tariff_code","effective_from");
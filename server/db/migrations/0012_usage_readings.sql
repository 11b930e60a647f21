CREATE TABLE "usage_days" (
	"meter_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" integer NOT NULL,
	"cost_thebe" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "usage_days_meter_id_day_pk" PRIMARY KEY("meter_id","day"),
	CONSTRAINT "usage_days_amount_ck" CHECK ("usage_days"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "usage_profiles" (
	"kind" text NOT NULL,
	"slot" smallint NOT NULL,
	"weight" double precision NOT NULL,
	CONSTRAINT "usage_profiles_kind_slot_pk" PRIMARY KEY("kind","slot"),
	CONSTRAINT "usage_profiles_weight_ck" CHECK ("usage_profiles"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "weather_days" (
	"town" text NOT NULL,
	"day" date NOT NULL,
	"high" numeric(4, 1) NOT NULL,
	"low" numeric(4, 1) NOT NULL,
	"mean" numeric(4, 1) NOT NULL,
	"cdd" numeric(4, 1) NOT NULL,
	"hdd" numeric(4, 1) NOT NULL,
	CONSTRAINT "weather_days_town_day_pk" PRIMARY KEY("town","day")
);
--> statement-breakpoint
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;
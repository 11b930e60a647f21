ALTER TABLE "service_orders" DROP CONSTRAINT "service_orders_type_ck";--> statement-breakpoint
ALTER TABLE "service_orders" ALTER COLUMN "town" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_orders" ALTER COLUMN "appointment_day" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_orders" ALTER COLUMN "appointment_slot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_appointment_ck" CHECK (("service_orders"."town" is null) = ("service_orders"."appointment_day" is null) and ("service_orders"."appointment_day" is null) = ("service_orders"."appointment_slot" is null));--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_type_ck" CHECK ("service_orders"."order_type" in ('START', 'STOP', 'TRANSFER', 'KYC', 'METER_INSPECTION', 'NEW_CONNECTION', 'OTHER', 'LANDLORD_AGREEMENT'));
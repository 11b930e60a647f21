ALTER TABLE "request_events" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_bucket_user_idx" ON "request_events" USING btree ("bucket","user_id","created_at");
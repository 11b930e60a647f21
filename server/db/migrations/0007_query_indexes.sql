CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_payment_method_idx" ON "payments" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "prepaid_transactions_meter_date_idx" ON "prepaid_transactions" USING btree ("meter_id","transacted_at");
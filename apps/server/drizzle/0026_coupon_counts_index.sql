DROP INDEX "coupons_template_customer_idx";--> statement-breakpoint
CREATE INDEX "coupons_template_customer_idx" ON "coupons" USING btree ("template_id","customer_id","used_at");
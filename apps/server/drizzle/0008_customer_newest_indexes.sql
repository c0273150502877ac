DROP INDEX "point_entries_customer_idx";--> statement-breakpoint
CREATE INDEX "balance_entries_customer_newest_idx" ON "balance_entries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "parcels_customer_newest_idx" ON "parcels" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "waybills_customer_newest_idx" ON "waybills" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "point_entries_customer_idx" ON "point_entries" USING btree ("customer_id","id");
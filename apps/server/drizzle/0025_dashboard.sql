ALTER TABLE "warehouses" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "parcel_returns_open_idx" ON "parcel_returns" USING btree ("store_id","created_at") WHERE "parcel_returns"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "parcels_store_received_idx" ON "parcels" USING btree ("store_id","received_at") WHERE "parcels"."received_at" is not null;--> statement-breakpoint
CREATE INDEX "sign_documents_status_idx" ON "sign_documents" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "waybills_store_packed_idx" ON "waybills" USING btree ("store_id","packed_at") WHERE "waybills"."packed_at" is not null;--> statement-breakpoint
CREATE INDEX "waybills_store_paid_idx" ON "waybills" USING btree ("store_id","paid_at") WHERE "waybills"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "waybills_store_shipped_idx" ON "waybills" USING btree ("store_id","shipped_at") WHERE "waybills"."shipped_at" is not null;
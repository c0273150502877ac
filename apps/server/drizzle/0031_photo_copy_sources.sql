ALTER TABLE "stored_files" ADD COLUMN "source_file_id" uuid;--> statement-breakpoint
CREATE INDEX "stored_files_source_idx" ON "stored_files" USING btree ("source_file_id");--> statement-breakpoint
CREATE INDEX "parcel_images_file_idx" ON "parcel_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "parcel_images_phone_file_idx" ON "parcel_images" USING btree ("phone_file_id");--> statement-breakpoint
CREATE INDEX "waybill_images_file_idx" ON "waybill_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "waybill_images_phone_file_idx" ON "waybill_images" USING btree ("phone_file_id");
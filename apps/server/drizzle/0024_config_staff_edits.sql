ALTER TABLE "extra_service_prices" ADD COLUMN "staff_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "staff_edited_at" timestamp with time zone;
ALTER TABLE "parcels" ADD COLUMN "agent_storage_days" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "pickup_fee_minor" integer;--> statement-breakpoint
ALTER TABLE "pickup_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD COLUMN "pickup_fee_minor" integer;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "agent_storage" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "pickup_fee" bigint DEFAULT 0 NOT NULL;
ALTER TABLE "parcels" ADD COLUMN "agent_storage_days" integer;--> statement-breakpoint
ALTER TABLE "pickup_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "agent_storage" bigint DEFAULT 0 NOT NULL;
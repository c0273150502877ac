ALTER TABLE "parcels" ADD COLUMN "agent_storage_days" integer;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "agent_storage" bigint DEFAULT 0 NOT NULL;
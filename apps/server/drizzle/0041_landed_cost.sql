ALTER TABLE "waybills" ADD COLUMN "shop_charged_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "quoted_duties" jsonb;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "duties" jsonb;
CREATE TABLE "shipment_loss_notices" (
	"waybill_id" integer PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_loss_notices" ADD CONSTRAINT "shipment_loss_notices_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "shipment_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waybill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_lines" ADD COLUMN "quiet_period_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_alerts" ADD CONSTRAINT "shipment_alerts_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_alerts_unique" ON "shipment_alerts" USING btree ("waybill_id","kind","key");
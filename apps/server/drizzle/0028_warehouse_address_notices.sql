CREATE TABLE "warehouse_address_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_address_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"told_through" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouse_address_notices" ADD CONSTRAINT "warehouse_address_notices_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_address_notices_open_idx" ON "warehouse_address_notices" USING btree ("finished_at","id");
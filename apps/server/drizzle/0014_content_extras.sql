CREATE TABLE "content_reads" (
	"item_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reads_customer_id_item_id_pk" PRIMARY KEY("customer_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "waybill_notices" (
	"waybill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waybill_notices_waybill_id_kind_pk" PRIMARY KEY("waybill_id","kind")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "phone_image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_notices" ADD CONSTRAINT "waybill_notices_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_phone_image_file_id_stored_files_id_fk" FOREIGN KEY ("phone_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;
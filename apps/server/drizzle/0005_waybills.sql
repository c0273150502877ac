CREATE TABLE "pickup_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"opening_hours" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "pickup_agents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shipper_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"sender_name" text NOT NULL,
	"commercial_value" boolean DEFAULT false NOT NULL,
	"export_reason" text NOT NULL,
	"undeliverable_action" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"importer_name" text NOT NULL,
	"id_number" text NOT NULL,
	"email" text NOT NULL,
	"signature" text,
	"signed_at" timestamp with time zone,
	"reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_extra_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"extra_service_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"price" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"author" text NOT NULL,
	"customer_id" integer,
	"staff_id" integer,
	"content" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waybills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_no" text,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"status" text NOT NULL,
	"recipient_id" integer,
	"recipient" jsonb NOT NULL,
	"shipper" jsonb NOT NULL,
	"declaration" jsonb NOT NULL,
	"declared_value" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"insured" boolean DEFAULT false NOT NULL,
	"box_service_id" integer,
	"extra_cartons" smallint DEFAULT 0 NOT NULL,
	"battery_remark" text,
	"acknowledgements" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"delivery_upgraded" boolean DEFAULT false NOT NULL,
	"last_mile_method" text,
	"agent_id" integer,
	"postage" bigint NOT NULL,
	"delivery" bigint DEFAULT 0 NOT NULL,
	"insurance" bigint DEFAULT 0 NOT NULL,
	"customs" bigint DEFAULT 0 NOT NULL,
	"adjustment" bigint DEFAULT 0 NOT NULL,
	"extra" bigint DEFAULT 0 NOT NULL,
	"service_charge" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"fees_final" boolean DEFAULT false NOT NULL,
	"chargeable_grams" integer NOT NULL,
	"packed_weight_grams" integer,
	"packed_length_mm" integer,
	"packed_width_mm" integer,
	"packed_height_mm" integer,
	"carrier_tracking" text,
	"sign_document_required" boolean DEFAULT false NOT NULL,
	"estimated_delivery_from" text,
	"estimated_delivery_to" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"packed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "waybill_id" integer;--> statement-breakpoint
ALTER TABLE "pickup_agents" ADD CONSTRAINT "pickup_agents_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_profiles" ADD CONSTRAINT "shipper_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_documents" ADD CONSTRAINT "sign_documents_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_documents" ADD CONSTRAINT "sign_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_events" ADD CONSTRAINT "waybill_events_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_extra_services" ADD CONSTRAINT "waybill_extra_services_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_extra_services" ADD CONSTRAINT "waybill_extra_services_extra_service_id_extra_services_id_fk" FOREIGN KEY ("extra_service_id") REFERENCES "public"."extra_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_extra_services" ADD CONSTRAINT "waybill_extra_services_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_images" ADD CONSTRAINT "waybill_images_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_images" ADD CONSTRAINT "waybill_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_notes" ADD CONSTRAINT "waybill_notes_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_notes" ADD CONSTRAINT "waybill_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_notes" ADD CONSTRAINT "waybill_notes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_line_id_logistics_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."logistics_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_box_service_id_box_services_id_fk" FOREIGN KEY ("box_service_id") REFERENCES "public"."box_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_agent_id_pickup_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."pickup_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_agents_country_idx" ON "pickup_agents" USING btree ("country_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_documents_waybill_unique" ON "sign_documents" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "waybill_events_waybill_idx" ON "waybill_events" USING btree ("waybill_id","id");--> statement-breakpoint
CREATE INDEX "waybill_extra_services_waybill_idx" ON "waybill_extra_services" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "waybill_images_waybill_idx" ON "waybill_images" USING btree ("waybill_id","kind");--> statement-breakpoint
CREATE INDEX "waybill_notes_waybill_idx" ON "waybill_notes" USING btree ("waybill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waybills_shipment_no_unique" ON "waybills" USING btree ("shipment_no");--> statement-breakpoint
CREATE INDEX "waybills_customer_status_idx" ON "waybills" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "waybills_customer_store_status_idx" ON "waybills" USING btree ("customer_id","store_id","status");--> statement-breakpoint
CREATE INDEX "waybills_store_status_idx" ON "waybills" USING btree ("store_id","status","id");--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_waybill_idx" ON "parcels" USING btree ("waybill_id");
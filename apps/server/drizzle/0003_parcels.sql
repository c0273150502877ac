CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" integer,
	"owner_staff_id" integer,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "courier_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "courier_companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "declaration_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"product_type" text NOT NULL,
	"attributes" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"author" text NOT NULL,
	"customer_id" integer,
	"staff_id" integer,
	"content" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_extra_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"extra_service_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"part" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"source" text NOT NULL,
	"extra_service_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_return_items" (
	"return_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	CONSTRAINT "parcel_return_items_return_id_parcel_id_pk" PRIMARY KEY("return_id","parcel_id")
);
--> statement-breakpoint
CREATE TABLE "parcel_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"fee" integer,
	"currency_id" integer NOT NULL,
	"address" jsonb,
	"pickup_code" text,
	"remark" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"store_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"status" smallint NOT NULL,
	"origin" text NOT NULL,
	"batch_id" uuid,
	"declaration_id" integer,
	"courier_company_id" integer,
	"destination_country_id" integer,
	"contents" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"label_support_number" text,
	"weight_grams" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"pre_alerted_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"in_stock_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_staff_id_staff_users_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_companies" ADD CONSTRAINT "courier_companies_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_items" ADD CONSTRAINT "declaration_items_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_comments" ADD CONSTRAINT "parcel_comments_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_comments" ADD CONSTRAINT "parcel_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_comments" ADD CONSTRAINT "parcel_comments_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_extra_services" ADD CONSTRAINT "parcel_extra_services_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_extra_services" ADD CONSTRAINT "parcel_extra_services_extra_service_id_extra_services_id_fk" FOREIGN KEY ("extra_service_id") REFERENCES "public"."extra_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_extra_services" ADD CONSTRAINT "parcel_extra_services_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_extra_services" ADD CONSTRAINT "parcel_extra_services_completed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("completed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_images" ADD CONSTRAINT "parcel_images_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_images" ADD CONSTRAINT "parcel_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_return_items" ADD CONSTRAINT "parcel_return_items_return_id_parcel_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."parcel_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_return_items" ADD CONSTRAINT "parcel_return_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_courier_company_id_courier_companies_id_fk" FOREIGN KEY ("courier_company_id") REFERENCES "public"."courier_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_destination_country_id_countries_id_fk" FOREIGN KEY ("destination_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_customer_idx" ON "stored_files" USING btree ("owner_customer_id");--> statement-breakpoint
CREATE INDEX "courier_companies_store_idx" ON "courier_companies" USING btree ("store_id","sort_order");--> statement-breakpoint
CREATE INDEX "declaration_items_declaration_idx" ON "declaration_items" USING btree ("declaration_id","position");--> statement-breakpoint
CREATE INDEX "declarations_customer_idx" ON "declarations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "parcel_comments_parcel_idx" ON "parcel_comments" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "parcel_extra_services_parcel_idx" ON "parcel_extra_services" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "parcel_extra_services_pending_idx" ON "parcel_extra_services" USING btree ("id") WHERE "parcel_extra_services"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parcel_images_parcel_idx" ON "parcel_images" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "parcel_return_items_parcel_idx" ON "parcel_return_items" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "parcel_returns_customer_idx" ON "parcel_returns" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_owned_tracking_unique" ON "parcels" USING btree ("tracking_number") WHERE "parcels"."customer_id" is not null and "parcels"."status" < 30;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_unclaimed_tracking_unique" ON "parcels" USING btree ("tracking_number") WHERE "parcels"."customer_id" is null and "parcels"."status" < 30;--> statement-breakpoint
CREATE INDEX "parcels_customer_status_idx" ON "parcels" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "parcels_customer_tracking_idx" ON "parcels" USING btree ("customer_id","tracking_number");--> statement-breakpoint
CREATE INDEX "parcels_tracking_idx" ON "parcels" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "parcels_unclaimed_idx" ON "parcels" USING btree ("store_id","id") WHERE "parcels"."customer_id" is null;
CREATE TABLE "drop_off_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"accepts" text[] NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_off_agents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pickup_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"fee_minor" integer NOT NULL,
	"cutoff_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"delivery_way" text NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient_id" integer,
	"receiver" jsonb NOT NULL,
	"courier_company_id" integer,
	"tracking_numbers" text[] NOT NULL,
	"items" jsonb NOT NULL,
	"currency" text NOT NULL,
	"contents" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"batteries" boolean DEFAULT false NOT NULL,
	"flammable_confirmed" boolean NOT NULL,
	"contents_image_id" uuid,
	"receipt_image_id" uuid,
	"agent_id" integer,
	"drop_off_code" text,
	"pickup_address" text,
	"pickup_postcode" text,
	"pickup_date" date,
	"pickup_window_id" integer,
	"parcel_ids" integer[] DEFAULT '{}' NOT NULL,
	"handed_over_at" timestamp with time zone,
	"in_warehouse_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drop_off_agents" ADD CONSTRAINT "drop_off_agents_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_settings" ADD CONSTRAINT "pickup_settings_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_windows" ADD CONSTRAINT "pickup_windows_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_courier_company_id_courier_companies_id_fk" FOREIGN KEY ("courier_company_id") REFERENCES "public"."courier_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_contents_image_id_stored_files_id_fk" FOREIGN KEY ("contents_image_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_receipt_image_id_stored_files_id_fk" FOREIGN KEY ("receipt_image_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_agent_id_drop_off_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."drop_off_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_shipments" ADD CONSTRAINT "pre_shipments_pickup_window_id_pickup_windows_id_fk" FOREIGN KEY ("pickup_window_id") REFERENCES "public"."pickup_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_off_agents_store_idx" ON "drop_off_agents" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_windows_store_start_unique" ON "pickup_windows" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "pre_shipments_customer_idx" ON "pre_shipments" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_shipments_drop_off_code_unique" ON "pre_shipments" USING btree ("drop_off_code");--> statement-breakpoint
CREATE INDEX "pre_shipments_pickup_idx" ON "pre_shipments" USING btree ("pickup_window_id","pickup_date") WHERE "pre_shipments"."status" = 'booked';
CREATE TABLE "logistics_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"store_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"service_level" text NOT NULL,
	"delivery_method" text NOT NULL,
	"currency_id" integer NOT NULL,
	"first_weight_grams" integer NOT NULL,
	"first_weight_price" integer NOT NULL,
	"additional_weight_grams" integer NOT NULL,
	"additional_weight_price" integer NOT NULL,
	"min_chargeable_grams" integer NOT NULL,
	"volumetric_divisor" integer NOT NULL,
	"weight_step_grams" integer NOT NULL,
	"max_parcel_grams" integer,
	"max_declared_value" integer,
	"refused_attributes" text[] DEFAULT '{}' NOT NULL,
	"required_documents" text[] DEFAULT '{}' NOT NULL,
	"free_insurance" integer DEFAULT 0 NOT NULL,
	"insurance_basis_points" integer DEFAULT 500 NOT NULL,
	"max_insurance" integer NOT NULL,
	"transit_days_min" smallint NOT NULL,
	"transit_days_max" smallint NOT NULL,
	"cutoff_weekday" smallint NOT NULL,
	"cutoff_time" text NOT NULL,
	"cutoff_time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"staff_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_lines_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "logistics_lines" ADD CONSTRAINT "logistics_lines_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_lines" ADD CONSTRAINT "logistics_lines_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_lines" ADD CONSTRAINT "logistics_lines_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_lines_route_idx" ON "logistics_lines" USING btree ("store_id","country_id","active");
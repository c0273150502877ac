CREATE TABLE "box_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"unit" text NOT NULL,
	"price_aud" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "extra_service_prices" (
	"extra_service_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_service_prices_extra_service_id_store_id_pk" PRIMARY KEY("extra_service_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "extra_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"scope" text NOT NULL,
	"requires_remark" boolean NOT NULL,
	"requires_image" boolean NOT NULL,
	"reject_whole_option" boolean NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "last_mile_rates" (
	"country_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency_id" integer NOT NULL,
	"price_per_parcel" integer NOT NULL,
	"days_min" smallint NOT NULL,
	"days_max" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_mile_rates_country_id_method_pk" PRIMARY KEY("country_id","method")
);
--> statement-breakpoint
CREATE TABLE "parcel_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extra_service_prices" ADD CONSTRAINT "extra_service_prices_extra_service_id_extra_services_id_fk" FOREIGN KEY ("extra_service_id") REFERENCES "public"."extra_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_service_prices" ADD CONSTRAINT "extra_service_prices_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_service_prices" ADD CONSTRAINT "extra_service_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_mile_rates" ADD CONSTRAINT "last_mile_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_mile_rates" ADD CONSTRAINT "last_mile_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_tags_kind_code_unique" ON "parcel_tags" USING btree ("kind","code");
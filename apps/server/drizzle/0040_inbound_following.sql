CREATE TABLE "inbound_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"proof" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbound_tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status_code" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_trackings" (
	"parcel_id" integer PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text,
	"last_status" text,
	"delivered_at" timestamp with time zone,
	"proof" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_cases" ADD CONSTRAINT "inbound_cases_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_cases" ADD CONSTRAINT "inbound_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_tracking_events" ADD CONSTRAINT "inbound_tracking_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_trackings" ADD CONSTRAINT "inbound_trackings_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_cases_parcel_unique" ON "inbound_cases" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "inbound_cases_open_idx" ON "inbound_cases" USING btree ("store_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_tracking_events_unique" ON "inbound_tracking_events" USING btree ("parcel_id","event_id");
CREATE TABLE "carrier_trackings" (
	"tracking_number" text PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"carrier" text,
	"tracking_url" text,
	"expected_delivery" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trace_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waybill_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waybill_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"status_code" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"source_event_id" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_trackings" ADD CONSTRAINT "carrier_trackings_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_trackings" ADD CONSTRAINT "carrier_trackings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_shares" ADD CONSTRAINT "trace_shares_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_shares" ADD CONSTRAINT "trace_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_trackings_waybill_idx" ON "carrier_trackings" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "carrier_trackings_customer_idx" ON "carrier_trackings" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trace_shares_token_hash_unique" ON "trace_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trace_shares_customer_idx" ON "trace_shares" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_source_event_unique" ON "tracking_events" USING btree ("source","source_event_id");--> statement-breakpoint
CREATE INDEX "tracking_events_waybill_idx" ON "tracking_events" USING btree ("waybill_id","occurred_at");--> statement-breakpoint
INSERT INTO "carrier_trackings" ("tracking_number", "waybill_id", "customer_id")
SELECT DISTINCT ON (upper(trim("carrier_tracking"))) upper(trim("carrier_tracking")), "id", "customer_id"
FROM "waybills"
WHERE "carrier_tracking" IS NOT NULL AND trim("carrier_tracking") <> ''
ORDER BY upper(trim("carrier_tracking")), "id" DESC;

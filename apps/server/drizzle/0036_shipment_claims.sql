CREATE TABLE "shipment_claim_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_claim_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waybill_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"items" jsonb NOT NULL,
	"photo_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"video_file_id" uuid,
	"insured" boolean NOT NULL,
	"compensation" jsonb NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"information_request" text,
	"decided_amount_minor" bigint,
	"decision_reason" text,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"balance_entry_id" integer,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_claim_events" ADD CONSTRAINT "shipment_claim_events_claim_id_shipment_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."shipment_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_claim_events" ADD CONSTRAINT "shipment_claim_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_claims" ADD CONSTRAINT "shipment_claims_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_claims" ADD CONSTRAINT "shipment_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_claims" ADD CONSTRAINT "shipment_claims_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_claims" ADD CONSTRAINT "shipment_claims_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_claims" ADD CONSTRAINT "shipment_claims_decided_by_staff_id_staff_users_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_claim_events_claim_idx" ON "shipment_claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_claims_waybill_unique" ON "shipment_claims" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "shipment_claims_customer_idx" ON "shipment_claims" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "shipment_claims_open_due_idx" ON "shipment_claims" USING btree ("due_at","id") WHERE "shipment_claims"."status" in ('under_review', 'needs_information');--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_compensation_once" ON "balance_entries" USING btree ("purpose","target_id") WHERE "balance_entries"."kind" = 'compensation';
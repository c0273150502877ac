CREATE TABLE "weighings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weighings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_id" integer,
	"waybill_id" integer,
	"source" text NOT NULL,
	"read_grams" integer NOT NULL,
	"read_length_mm" integer NOT NULL,
	"read_width_mm" integer NOT NULL,
	"read_height_mm" integer NOT NULL,
	"weight_step_grams" integer NOT NULL,
	"size_step_mm" integer NOT NULL,
	"rounding" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"scale_file_id" uuid,
	"scale_phone_file_id" uuid,
	"tape_file_id" uuid,
	"tape_phone_file_id" uuid,
	"staff_id" integer,
	"measured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weighings_one_subject" CHECK (("weighings"."parcel_id" is null) <> ("weighings"."waybill_id" is null))
);
--> statement-breakpoint
CREATE TABLE "weight_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weight_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"parcel_id" integer,
	"waybill_id" integer,
	"weighing_id" integer,
	"subject" text NOT NULL,
	"claimed_grams" integer,
	"claimed_length_mm" integer,
	"claimed_width_mm" integer,
	"claimed_height_mm" integer,
	"description" text DEFAULT '' NOT NULL,
	"photo_file_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"staff_id" integer,
	"reason" text,
	"result_weighing_id" integer,
	"total_before_minor" bigint,
	"total_after_minor" bigint,
	"currency_id" integer,
	"refund_minor" bigint,
	"refund_currency_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weight_disputes_one_subject" CHECK (("weight_disputes"."parcel_id" is null) <> ("weight_disputes"."waybill_id" is null))
);
--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_scale_file_id_stored_files_id_fk" FOREIGN KEY ("scale_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_scale_phone_file_id_stored_files_id_fk" FOREIGN KEY ("scale_phone_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_tape_file_id_stored_files_id_fk" FOREIGN KEY ("tape_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_tape_phone_file_id_stored_files_id_fk" FOREIGN KEY ("tape_phone_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_weighing_id_weighings_id_fk" FOREIGN KEY ("weighing_id") REFERENCES "public"."weighings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_result_weighing_id_weighings_id_fk" FOREIGN KEY ("result_weighing_id") REFERENCES "public"."weighings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_refund_currency_id_currencies_id_fk" FOREIGN KEY ("refund_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weighings_parcel_idx" ON "weighings" USING btree ("parcel_id","id") WHERE "weighings"."parcel_id" is not null;--> statement-breakpoint
CREATE INDEX "weighings_waybill_idx" ON "weighings" USING btree ("waybill_id","id") WHERE "weighings"."waybill_id" is not null;--> statement-breakpoint
CREATE INDEX "weighings_scale_file_idx" ON "weighings" USING btree ("scale_file_id");--> statement-breakpoint
CREATE INDEX "weighings_scale_phone_file_idx" ON "weighings" USING btree ("scale_phone_file_id");--> statement-breakpoint
CREATE INDEX "weighings_tape_file_idx" ON "weighings" USING btree ("tape_file_id");--> statement-breakpoint
CREATE INDEX "weighings_tape_phone_file_idx" ON "weighings" USING btree ("tape_phone_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weight_disputes_open_waybill" ON "weight_disputes" USING btree ("waybill_id") WHERE "weight_disputes"."status" = 'open' and "weight_disputes"."waybill_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "weight_disputes_open_parcel" ON "weight_disputes" USING btree ("parcel_id") WHERE "weight_disputes"."status" = 'open' and "weight_disputes"."parcel_id" is not null;--> statement-breakpoint
CREATE INDEX "weight_disputes_queue_idx" ON "weight_disputes" USING btree ("store_id","due_at") WHERE "weight_disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "weight_disputes_customer_idx" ON "weight_disputes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "weight_disputes_waybill_idx" ON "weight_disputes" USING btree ("waybill_id","id") WHERE "weight_disputes"."waybill_id" is not null;--> statement-breakpoint
CREATE INDEX "weight_disputes_parcel_idx" ON "weight_disputes" USING btree ("parcel_id","id") WHERE "weight_disputes"."parcel_id" is not null;--> statement-breakpoint
CREATE INDEX "weight_disputes_photo_file_idx" ON "weight_disputes" USING btree ("photo_file_id");
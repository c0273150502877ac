CREATE TABLE "waybill_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "waybill_invoices" ADD CONSTRAINT "waybill_invoices_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_invoices" ADD CONSTRAINT "waybill_invoices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_invoices_waybill_fingerprint_unique" ON "waybill_invoices" USING btree ("waybill_id","fingerprint");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client_address","created_at");
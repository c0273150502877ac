CREATE TABLE "waybill_payments" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"coupon_id" integer,
	"coupon_minor" bigint DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_minor" bigint DEFAULT 0 NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waybill_payments" ADD CONSTRAINT "waybill_payments_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_payments" ADD CONSTRAINT "waybill_payments_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_payments" ADD CONSTRAINT "waybill_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_payments" ADD CONSTRAINT "waybill_payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_payments" ADD CONSTRAINT "waybill_payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waybill_payments_waybill_idx" ON "waybill_payments" USING btree ("waybill_id");
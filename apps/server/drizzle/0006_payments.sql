CREATE TABLE "balance_accounts" (
	"customer_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_accounts_customer_id_currency_id_pk" PRIMARY KEY("customer_id","currency_id"),
	CONSTRAINT "balance_accounts_not_negative" CHECK ("balance_accounts"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"attempt_id" uuid NOT NULL,
	"proof_file_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by_staff_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_attemptId_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer,
	"currency_id" integer NOT NULL,
	"amount_minor" bigint,
	"percent_basis_points" integer,
	"min_spend_minor" bigint,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by_customer_id" integer,
	"used_purpose" text,
	"used_target_id" integer,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_or_percent" CHECK (("coupons"."amount_minor" is null) <> ("coupons"."percent_basis_points" is null))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"target_id" integer,
	"method" text NOT NULL,
	"provider" text,
	"currency_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"return_path" text DEFAULT '' NOT NULL,
	"shopper_name" text,
	"failure_reason" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"attempt_id" uuid,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_not_negative" CHECK ("point_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "top_up_activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"bonus_minor" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"activity_id" integer,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_granted" boolean DEFAULT false NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_ups_amount_positive" CHECK ("top_ups"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "balance_after_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "withdrawable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "points_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "balance_accounts" ADD CONSTRAINT "balance_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_accounts" ADD CONSTRAINT "balance_accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_reviewed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_by_customer_id_customers_id_fk" FOREIGN KEY ("used_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_activities" ADD CONSTRAINT "top_up_activities_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_activity_id_top_up_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."top_up_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_customer_key_unique" ON "idempotency_keys" USING btree ("customer_id","key");--> statement-breakpoint
CREATE INDEX "payment_attempts_customer_idx" ON "payment_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_target_idx" ON "payment_attempts" USING btree ("purpose","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_paid_once" ON "payment_attempts" USING btree ("purpose","target_id") WHERE "payment_attempts"."status" = 'succeeded' and "payment_attempts"."target_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_transfer" ON "payment_attempts" USING btree ("purpose","target_id") WHERE "payment_attempts"."status" = 'pending' and "payment_attempts"."method" = 'bank_transfer' and "payment_attempts"."target_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_ref_unique" ON "payment_attempts" USING btree ("provider","provider_ref") WHERE "payment_attempts"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_unique" ON "payment_notifications" USING btree ("provider","notification_id");--> statement-breakpoint
CREATE INDEX "top_ups_customer_idx" ON "top_ups" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_bonus_once" ON "top_ups" USING btree ("customer_id","activity_id") WHERE "top_ups"."bonus_granted";--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_attempt_idx" ON "balance_entries" USING btree ("attempt_id");
CREATE TABLE "coupon_code_uses" (
	"code_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_code_uses_code_id_customer_id_pk" PRIMARY KEY("code_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"template_id" integer NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_uses_within_cap" CHECK ("coupon_codes"."uses" >= 0 and "coupon_codes"."uses" <= "coupon_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "coupon_pop_up_answers" (
	"template_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_pop_up_answers_template_id_customer_id_pk" PRIMARY KEY("template_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"currency_id" integer NOT NULL,
	"amount_minor" bigint,
	"percent_basis_points" integer,
	"cap_minor" bigint,
	"min_spend_minor" bigint,
	"scope" text DEFAULT 'all' NOT NULL,
	"store_id" integer,
	"line_id" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"valid_days" integer,
	"total_quantity" integer,
	"remaining" integer,
	"per_customer" integer DEFAULT 1 NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"in_centre" boolean DEFAULT true NOT NULL,
	"pop_up" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_amount_or_percent" CHECK (("coupon_templates"."amount_minor" is null) <> ("coupon_templates"."percent_basis_points" is null)),
	CONSTRAINT "coupon_templates_remaining_not_negative" CHECK ("coupon_templates"."remaining" is null or "coupon_templates"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "cap_minor" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "line_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_code_uses" ADD CONSTRAINT "coupon_code_uses_code_id_coupon_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_code_uses" ADD CONSTRAINT "coupon_code_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_pop_up_answers" ADD CONSTRAINT "coupon_pop_up_answers_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_pop_up_answers" ADD CONSTRAINT "coupon_pop_up_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_line_id_logistics_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."logistics_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_code_unique" ON "coupon_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_pop_up_answers_customer_idx" ON "coupon_pop_up_answers" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_warehouses_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."warehouses"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_earned_once" ON "point_entries" USING btree ("kind","purpose","target_id") WHERE "point_entries"."kind" in ('points_earned', 'points_reversed') and "point_entries"."target_id" is not null;--> statement-breakpoint
CREATE INDEX "coupons_template_customer_idx" ON "coupons" USING btree ("template_id","customer_id");
CREATE TABLE "activity_rewards" (
	"customer_id" integer NOT NULL,
	"activity" text NOT NULL,
	"period" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_rewards_customer_id_activity_period_pk" PRIMARY KEY("customer_id","activity","period")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"sharer_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"visitor_customer_id" integer,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"wheel_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer,
	"coupon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_entitlements" (
	"wheel_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_entitlements_wheel_id_customer_id_pk" PRIMARY KEY("wheel_id","customer_id"),
	CONSTRAINT "lottery_entitlements_used_within_earned" CHECK ("lottery_entitlements"."used" >= 0 and "lottery_entitlements"."used" <= "lottery_entitlements"."earned")
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"wheel_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"kind" text NOT NULL,
	"coupon_template_id" integer,
	"points" integer,
	"weight" integer NOT NULL,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_prizes_weight_positive" CHECK ("lottery_prizes"."weight" > 0),
	CONSTRAINT "lottery_prizes_stock_not_negative" CHECK ("lottery_prizes"."stock" is null or "lottery_prizes"."stock" >= 0),
	CONSTRAINT "lottery_prizes_kind_fields" CHECK (("lottery_prizes"."kind" = 'coupon' and "lottery_prizes"."coupon_template_id" is not null) or ("lottery_prizes"."kind" = 'points' and "lottery_prizes"."points" > 0) or "lottery_prizes"."kind" = 'none')
);
--> statement-breakpoint
CREATE TABLE "lottery_top_ups" (
	"wheel_id" integer NOT NULL,
	"top_up_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"draws" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_top_ups_wheel_id_top_up_id_pk" PRIMARY KEY("wheel_id","top_up_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_wheels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"min_top_up_aud_minor" bigint DEFAULT 0 NOT NULL,
	"draws_per_top_up" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_rewards" ADD CONSTRAINT "activity_rewards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_visits" ADD CONSTRAINT "share_visits_sharer_id_customers_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_visits" ADD CONSTRAINT "share_visits_visitor_customer_id_customers_id_fk" FOREIGN KEY ("visitor_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_wheel_id_lottery_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."lottery_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entitlements" ADD CONSTRAINT "lottery_entitlements_wheel_id_lottery_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."lottery_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entitlements" ADD CONSTRAINT "lottery_entitlements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_wheel_id_lottery_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."lottery_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_top_ups" ADD CONSTRAINT "lottery_top_ups_wheel_id_lottery_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."lottery_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_top_ups" ADD CONSTRAINT "lottery_top_ups_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_top_ups" ADD CONSTRAINT "lottery_top_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_wheels" ADD CONSTRAINT "lottery_wheels_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_code_unique" ON "share_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "share_visits_once_per_period" ON "share_visits" USING btree ("sharer_id","visitor_key","period");--> statement-breakpoint
CREATE INDEX "share_visits_sharer_idx" ON "share_visits" USING btree ("sharer_id","id");--> statement-breakpoint
CREATE INDEX "lottery_draws_wheel_idx" ON "lottery_draws" USING btree ("wheel_id","id");--> statement-breakpoint
CREATE INDEX "lottery_draws_customer_idx" ON "lottery_draws" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_wheel_idx" ON "lottery_prizes" USING btree ("wheel_id","position");
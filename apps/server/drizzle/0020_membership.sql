CREATE TABLE "invite_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"points" integer NOT NULL,
	"refused_reason" text,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_tw" text NOT NULL,
	"currency_id" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"period" text NOT NULL,
	"freight_basis_points" integer NOT NULL,
	"extra_basis_points" integer DEFAULT 0 NOT NULL,
	"priority" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_price_positive" CHECK ("membership_plans"."price_minor" > 0),
	CONSTRAINT "membership_plans_freight_cap" CHECK ("membership_plans"."freight_basis_points" between 0 and 2000),
	CONSTRAINT "membership_plans_extra_cap" CHECK ("membership_plans"."extra_basis_points" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"currency_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"period" text NOT NULL,
	"freight_basis_points" integer NOT NULL,
	"extra_basis_points" integer NOT NULL,
	"priority" boolean NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"reason" text,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"rules_agreed_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"card_clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "member_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "member_freight_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "member_extra_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_inviter_id_customers_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_friend_id_customers_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rewards_friend_active" ON "invite_rewards" USING btree ("friend_id") WHERE "invite_rewards"."reversed_at" is null;--> statement-breakpoint
CREATE INDEX "invite_rewards_inviter_idx" ON "invite_rewards" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "invite_rewards_waybill_idx" ON "invite_rewards" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "memberships_customer_idx" ON "memberships" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "memberships_ends_idx" ON "memberships" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_waiting" ON "memberships" USING btree ("customer_id") WHERE "memberships"."status" in ('in_review', 'pending_payment');
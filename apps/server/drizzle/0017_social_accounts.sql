CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"intent" text NOT NULL,
	"customer_id" integer,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"callback_at" timestamp with time zone,
	"subject" text,
	"email" text,
	"email_verified" boolean,
	"first_name" text,
	"last_name" text,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_flows" ADD CONSTRAINT "social_flows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_subject_unique" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_customer_provider_unique" ON "social_accounts" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_flows_state_unique" ON "social_flows" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "social_flows_ticket_unique" ON "social_flows" USING btree ("ticket_hash") WHERE "social_flows"."ticket_hash" is not null;--> statement-breakpoint
CREATE INDEX "social_flows_created_idx" ON "social_flows" USING btree ("created_at");
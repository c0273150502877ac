CREATE TABLE "points_notices" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_notices_customer_id_kind_since_pk" PRIMARY KEY("customer_id","kind","since")
);
--> statement-breakpoint
ALTER TABLE "points_notices" ADD CONSTRAINT "points_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;
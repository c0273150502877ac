CREATE TABLE "line_goods_rules" (
	"line_id" integer NOT NULL,
	"attribute" text NOT NULL,
	"reason_en" text DEFAULT '' NOT NULL,
	"reason_cn" text DEFAULT '' NOT NULL,
	"reason_tw" text DEFAULT '' NOT NULL,
	"document_en" text DEFAULT '' NOT NULL,
	"document_cn" text DEFAULT '' NOT NULL,
	"document_tw" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_goods_rules_line_id_attribute_pk" PRIMARY KEY("line_id","attribute")
);
--> statement-breakpoint
ALTER TABLE "line_goods_rules" ADD CONSTRAINT "line_goods_rules_line_id_logistics_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."logistics_lines"("id") ON DELETE cascade ON UPDATE no action;
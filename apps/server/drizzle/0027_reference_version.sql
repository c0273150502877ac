CREATE TABLE "reference_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "reference_version_seq";--> statement-breakpoint
INSERT INTO "reference_version" ("id", "version") VALUES (1, nextval('reference_version_seq'));--> statement-breakpoint
CREATE FUNCTION "bump_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_version" SET "version" = nextval('reference_version_seq') WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "logistics_lines_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "logistics_lines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "currencies_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "exchange_rates_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "warehouses_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warehouses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();

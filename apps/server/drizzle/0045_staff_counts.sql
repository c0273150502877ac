CREATE TABLE "customer_store_counts" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "customer_store_counts_customer_id_kind_store_id_pk" PRIMARY KEY("customer_id","kind","store_id")
);
--> statement-breakpoint
CREATE INDEX "waybills_store_status_submitted_idx" ON "waybills" USING btree ("store_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "waybills_store_unpaid_since_idx" ON "waybills" USING btree ("store_id","status",coalesce("packed_at", "submitted_at")) WHERE "waybills"."status" in ('pay_now', 'bank_pending');--> statement-breakpoint
CREATE INDEX "waybills_store_paid_since_idx" ON "waybills" USING btree ("store_id",coalesce("paid_at", "updated_at")) WHERE "waybills"."status" = 'paid';--> statement-breakpoint
-- custom: the triggers' function also keeps each customer's count per warehouse (no state: a status move nets to zero
-- there and writes nothing), in the same statement-level pass; then a backfill under the same lock as 0043's.
CREATE OR REPLACE FUNCTION "status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := TG_ARGV[0];
BEGIN
  -- As in 0043: each statement's rows grouped into one upsert per count, in key order; an update that moves nothing
  -- nets to zero and writes nothing. One statement per operation writes the three tables (the transition rows read
  -- once); a status move nets to zero in customer_store_counts and writes nothing there.
  IF TG_OP = 'INSERT' THEN
    WITH moves AS (SELECT "customer_id", "store_id", "status"::text AS "status", 1 AS "delta" FROM "new_rows"),
    by_customer AS (
      INSERT INTO "status_counts" AS counted ("customer_id", "kind", "status", "count")
        SELECT "customer_id", v_kind, "status", sum("delta") FROM moves WHERE "customer_id" IS NOT NULL
        GROUP BY "customer_id", "status" HAVING sum("delta") <> 0 ORDER BY "customer_id", "status"
        ON CONFLICT ("customer_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count"
    ), by_warehouse AS (
      INSERT INTO "warehouse_status_counts" AS counted ("store_id", "kind", "status", "count")
        SELECT "store_id", v_kind, "status", sum("delta") FROM moves WHERE "store_id" IS NOT NULL
        GROUP BY "store_id", "status" HAVING sum("delta") <> 0 ORDER BY "store_id", "status"
        ON CONFLICT ("store_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count"
    )
    INSERT INTO "customer_store_counts" AS counted ("customer_id", "kind", "store_id", "count")
      SELECT "customer_id", v_kind, "store_id", sum("delta") FROM moves
      WHERE "customer_id" IS NOT NULL AND "store_id" IS NOT NULL
      GROUP BY "customer_id", "store_id" HAVING sum("delta") <> 0 ORDER BY "customer_id", "store_id"
      ON CONFLICT ("customer_id", "kind", "store_id") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    WITH moves AS (SELECT "customer_id", "store_id", "status"::text AS "status", -1 AS "delta" FROM "old_rows"),
    by_customer AS (
      INSERT INTO "status_counts" AS counted ("customer_id", "kind", "status", "count")
        SELECT "customer_id", v_kind, "status", sum("delta") FROM moves WHERE "customer_id" IS NOT NULL
        GROUP BY "customer_id", "status" HAVING sum("delta") <> 0 ORDER BY "customer_id", "status"
        ON CONFLICT ("customer_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count"
    ), by_warehouse AS (
      INSERT INTO "warehouse_status_counts" AS counted ("store_id", "kind", "status", "count")
        SELECT "store_id", v_kind, "status", sum("delta") FROM moves WHERE "store_id" IS NOT NULL
        GROUP BY "store_id", "status" HAVING sum("delta") <> 0 ORDER BY "store_id", "status"
        ON CONFLICT ("store_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count"
    )
    INSERT INTO "customer_store_counts" AS counted ("customer_id", "kind", "store_id", "count")
      SELECT "customer_id", v_kind, "store_id", sum("delta") FROM moves
      WHERE "customer_id" IS NOT NULL AND "store_id" IS NOT NULL
      GROUP BY "customer_id", "store_id" HAVING sum("delta") <> 0 ORDER BY "customer_id", "store_id"
      ON CONFLICT ("customer_id", "kind", "store_id") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSE
    WITH moves AS (SELECT "customer_id", "store_id", "status"::text AS "status", 1 AS "delta" FROM "new_rows" UNION ALL SELECT "customer_id", "store_id", "status"::text AS "status", -1 AS "delta" FROM "old_rows"),
    by_customer AS (
      INSERT INTO "status_counts" AS counted ("customer_id", "kind", "status", "count")
        SELECT "customer_id", v_kind, "status", sum("delta") FROM moves WHERE "customer_id" IS NOT NULL
        GROUP BY "customer_id", "status" HAVING sum("delta") <> 0 ORDER BY "customer_id", "status"
        ON CONFLICT ("customer_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count"
    ), by_warehouse AS (
      INSERT INTO "warehouse_status_counts" AS counted ("store_id", "kind", "status", "count")
        SELECT "store_id", v_kind, "status", sum("delta") FROM moves WHERE "store_id" IS NOT NULL
        GROUP BY "store_id", "status" HAVING sum("delta") <> 0 ORDER BY "store_id", "status"
        ON CONFLICT ("store_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count"
    )
    INSERT INTO "customer_store_counts" AS counted ("customer_id", "kind", "store_id", "count")
      SELECT "customer_id", v_kind, "store_id", sum("delta") FROM moves
      WHERE "customer_id" IS NOT NULL AND "store_id" IS NOT NULL
      GROUP BY "customer_id", "store_id" HAVING sum("delta") <> 0 ORDER BY "customer_id", "store_id"
      ON CONFLICT ("customer_id", "kind", "store_id") DO UPDATE SET "count" = counted."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "parcels", "waybills" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "customer_store_counts" ("customer_id", "kind", "store_id", "count")
  SELECT "customer_id", 'parcel', "store_id", count(*) FROM "parcels" WHERE "customer_id" IS NOT NULL
  GROUP BY "customer_id", "store_id"
  UNION ALL
  SELECT "customer_id", 'waybill', "store_id", count(*) FROM "waybills" GROUP BY "customer_id", "store_id";

CREATE TABLE "status_counts" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "status_counts_customer_id_kind_status_pk" PRIMARY KEY("customer_id","kind","status")
);
--> statement-breakpoint
CREATE TABLE "warehouse_status_counts" (
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "warehouse_status_counts_store_id_kind_status_pk" PRIMARY KEY("store_id","kind","status")
);
--> statement-breakpoint
-- custom: statement-level triggers keep the counts in the transaction of every insert, update and delete (one grouped
-- upsert per statement, so a bulk insert does not update one row once per inserted row); then a backfill.
CREATE FUNCTION "status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := TG_ARGV[0];
BEGIN
  -- Each statement's rows grouped into one upsert per count, in key order (the same in every transaction, so two
  -- statements moving the same counts wait for each other rather than deadlock). An update that moves nothing (its
  -- rows' state, owner and warehouse unchanged) nets to zero and writes nothing.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "status_counts" AS counted ("customer_id", "kind", "status", "count")
      SELECT "customer_id", v_kind, "status", sum("delta") FROM (SELECT "customer_id", "store_id", "status"::text AS "status", 1 AS "delta" FROM "new_rows") AS moves WHERE "customer_id" IS NOT NULL
      GROUP BY "customer_id", "status" HAVING sum("delta") <> 0 ORDER BY "customer_id", "status"
      ON CONFLICT ("customer_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
    INSERT INTO "warehouse_status_counts" AS counted ("store_id", "kind", "status", "count")
      SELECT "store_id", v_kind, "status", sum("delta") FROM (SELECT "customer_id", "store_id", "status"::text AS "status", 1 AS "delta" FROM "new_rows") AS moves WHERE "store_id" IS NOT NULL
      GROUP BY "store_id", "status" HAVING sum("delta") <> 0 ORDER BY "store_id", "status"
      ON CONFLICT ("store_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "status_counts" AS counted ("customer_id", "kind", "status", "count")
      SELECT "customer_id", v_kind, "status", sum("delta") FROM (SELECT "customer_id", "store_id", "status"::text AS "status", -1 AS "delta" FROM "old_rows") AS moves WHERE "customer_id" IS NOT NULL
      GROUP BY "customer_id", "status" HAVING sum("delta") <> 0 ORDER BY "customer_id", "status"
      ON CONFLICT ("customer_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
    INSERT INTO "warehouse_status_counts" AS counted ("store_id", "kind", "status", "count")
      SELECT "store_id", v_kind, "status", sum("delta") FROM (SELECT "customer_id", "store_id", "status"::text AS "status", -1 AS "delta" FROM "old_rows") AS moves WHERE "store_id" IS NOT NULL
      GROUP BY "store_id", "status" HAVING sum("delta") <> 0 ORDER BY "store_id", "status"
      ON CONFLICT ("store_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSE
    INSERT INTO "status_counts" AS counted ("customer_id", "kind", "status", "count")
      SELECT "customer_id", v_kind, "status", sum("delta") FROM (SELECT "customer_id", "store_id", "status"::text AS "status", 1 AS "delta" FROM "new_rows" UNION ALL SELECT "customer_id", "store_id", "status"::text AS "status", -1 AS "delta" FROM "old_rows") AS moves WHERE "customer_id" IS NOT NULL
      GROUP BY "customer_id", "status" HAVING sum("delta") <> 0 ORDER BY "customer_id", "status"
      ON CONFLICT ("customer_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
    INSERT INTO "warehouse_status_counts" AS counted ("store_id", "kind", "status", "count")
      SELECT "store_id", v_kind, "status", sum("delta") FROM (SELECT "customer_id", "store_id", "status"::text AS "status", 1 AS "delta" FROM "new_rows" UNION ALL SELECT "customer_id", "store_id", "status"::text AS "status", -1 AS "delta" FROM "old_rows") AS moves WHERE "store_id" IS NOT NULL
      GROUP BY "store_id", "status" HAVING sum("delta") <> 0 ORDER BY "store_id", "status"
      ON CONFLICT ("store_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "parcels", "waybills" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER "parcels_status_counts_insert" AFTER INSERT ON "parcels" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"('parcel');
--> statement-breakpoint
CREATE TRIGGER "parcels_status_counts_update" AFTER UPDATE ON "parcels"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"('parcel');
--> statement-breakpoint
CREATE TRIGGER "parcels_status_counts_delete" AFTER DELETE ON "parcels" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"('parcel');
--> statement-breakpoint
CREATE TRIGGER "waybills_status_counts_insert" AFTER INSERT ON "waybills" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"('waybill');
--> statement-breakpoint
CREATE TRIGGER "waybills_status_counts_update" AFTER UPDATE ON "waybills"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"('waybill');
--> statement-breakpoint
CREATE TRIGGER "waybills_status_counts_delete" AFTER DELETE ON "waybills" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"('waybill');
--> statement-breakpoint
INSERT INTO "status_counts" ("customer_id", "kind", "status", "count")
  SELECT "customer_id", 'parcel', "status"::text, count(*) FROM "parcels" WHERE "customer_id" IS NOT NULL
  GROUP BY "customer_id", "status"
  UNION ALL
  SELECT "customer_id", 'waybill', "status", count(*) FROM "waybills" GROUP BY "customer_id", "status";
--> statement-breakpoint
INSERT INTO "warehouse_status_counts" ("store_id", "kind", "status", "count")
  SELECT "store_id", 'parcel', "status"::text, count(*) FROM "parcels" GROUP BY "store_id", "status"
  UNION ALL
  SELECT "store_id", 'waybill', "status", count(*) FROM "waybills" GROUP BY "store_id", "status";

CREATE TABLE "warehouse_moment_counts" (
	"store_id" integer NOT NULL,
	"quarter_hour" timestamp with time zone NOT NULL,
	"moment" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "warehouse_moment_counts_store_id_quarter_hour_moment_pk" PRIMARY KEY("store_id","quarter_hour","moment")
);
--> statement-breakpoint
-- custom: statement-level triggers keep each warehouse's moments per UTC quarter hour in the transaction of every
-- insert, update and delete of parcels (received_at) and waybills (packed_at, paid_at, shipped_at), one grouped upsert
-- per statement as in 0043; then a backfill under the same lock. A quarter is date_bin's, from the Unix epoch: UTC,
-- whatever the session's or the warehouse's time zone.
CREATE FUNCTION "parcel_moment_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The rows' moments grouped into one upsert per (warehouse, quarter), in key order (the same in every transaction,
  -- so two statements moving the same counts wait for each other rather than deadlock). An update that moves no
  -- check-in (its warehouse and received_at unchanged) nets to zero and writes nothing.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "warehouse_moment_counts" AS counted ("store_id", "quarter_hour", "moment", "count")
      SELECT "store_id", date_bin('15 minutes', "received_at", timestamptz 'epoch'), 'checked_in', count(*)
      FROM "new_rows" WHERE "received_at" IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("store_id", "quarter_hour", "moment") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "warehouse_moment_counts" AS counted ("store_id", "quarter_hour", "moment", "count")
      SELECT "store_id", date_bin('15 minutes', "received_at", timestamptz 'epoch'), 'checked_in', -count(*)
      FROM "old_rows" WHERE "received_at" IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("store_id", "quarter_hour", "moment") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSE
    INSERT INTO "warehouse_moment_counts" AS counted ("store_id", "quarter_hour", "moment", "count")
      SELECT "store_id", date_bin('15 minutes', "received_at", timestamptz 'epoch'), 'checked_in', sum("delta")
      FROM (SELECT "store_id", "received_at", 1 AS "delta" FROM "new_rows"
        UNION ALL SELECT "store_id", "received_at", -1 AS "delta" FROM "old_rows") AS moves
      WHERE "received_at" IS NOT NULL
      GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
      ON CONFLICT ("store_id", "quarter_hour", "moment") DO UPDATE SET "count" = counted."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "waybill_moment_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- As for parcels, with a waybill's three moments (each counted where it is set): packing, paying or dispatching
  -- sets one, and an update that moves none nets to zero and writes nothing.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "warehouse_moment_counts" AS counted ("store_id", "quarter_hour", "moment", "count")
      SELECT "store_id", date_bin('15 minutes', moments."at", timestamptz 'epoch'), moments."moment", count(*)
      FROM "new_rows"
      CROSS JOIN LATERAL (VALUES ('packed', "packed_at"), ('paid', "paid_at"), ('dispatched', "shipped_at"))
        AS moments ("moment", "at")
      WHERE moments."at" IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("store_id", "quarter_hour", "moment") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "warehouse_moment_counts" AS counted ("store_id", "quarter_hour", "moment", "count")
      SELECT "store_id", date_bin('15 minutes', moments."at", timestamptz 'epoch'), moments."moment", -count(*)
      FROM "old_rows"
      CROSS JOIN LATERAL (VALUES ('packed', "packed_at"), ('paid', "paid_at"), ('dispatched', "shipped_at"))
        AS moments ("moment", "at")
      WHERE moments."at" IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("store_id", "quarter_hour", "moment") DO UPDATE SET "count" = counted."count" + excluded."count";
  ELSE
    INSERT INTO "warehouse_moment_counts" AS counted ("store_id", "quarter_hour", "moment", "count")
      SELECT "store_id", date_bin('15 minutes', moments."at", timestamptz 'epoch'), moments."moment", sum("delta")
      FROM (SELECT "store_id", "packed_at", "paid_at", "shipped_at", 1 AS "delta" FROM "new_rows"
        UNION ALL SELECT "store_id", "packed_at", "paid_at", "shipped_at", -1 AS "delta" FROM "old_rows") AS moves
      CROSS JOIN LATERAL (VALUES ('packed', "packed_at"), ('paid', "paid_at"), ('dispatched', "shipped_at"))
        AS moments ("moment", "at")
      WHERE moments."at" IS NOT NULL
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("store_id", "quarter_hour", "moment") DO UPDATE SET "count" = counted."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "parcels", "waybills" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER "parcels_moment_counts_insert" AFTER INSERT ON "parcels" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "parcel_moment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "parcels_moment_counts_update" AFTER UPDATE ON "parcels"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "parcel_moment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "parcels_moment_counts_delete" AFTER DELETE ON "parcels" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "parcel_moment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "waybills_moment_counts_insert" AFTER INSERT ON "waybills" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "waybill_moment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "waybills_moment_counts_update" AFTER UPDATE ON "waybills"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "waybill_moment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "waybills_moment_counts_delete" AFTER DELETE ON "waybills" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "waybill_moment_counts_apply"();
--> statement-breakpoint
INSERT INTO "warehouse_moment_counts" ("store_id", "quarter_hour", "moment", "count")
  SELECT "store_id", date_bin('15 minutes', "received_at", timestamptz 'epoch'), 'checked_in', count(*)
  FROM "parcels" WHERE "received_at" IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT "store_id", date_bin('15 minutes', moments."at", timestamptz 'epoch'), moments."moment", count(*)
  FROM "waybills"
  CROSS JOIN LATERAL (VALUES ('packed', "packed_at"), ('paid', "paid_at"), ('dispatched', "shipped_at"))
    AS moments ("moment", "at")
  WHERE moments."at" IS NOT NULL GROUP BY 1, 2, 3;

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
-- custom: triggers keep the counts in the transaction of every insert, move and delete; then a backfill.
CREATE FUNCTION "status_counts_add"(p_kind text, p_customer integer, p_store integer, p_status text, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_customer IS NOT NULL THEN
    INSERT INTO "status_counts" AS counted ("customer_id", "kind", "status", "count")
      VALUES (p_customer, p_kind, p_status, p_delta)
      ON CONFLICT ("customer_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
  END IF;
  IF p_store IS NOT NULL THEN
    INSERT INTO "warehouse_status_counts" AS counted ("store_id", "kind", "status", "count")
      VALUES (p_store, p_kind, p_status, p_delta)
      ON CONFLICT ("store_id", "kind", "status") DO UPDATE SET "count" = counted."count" + excluded."count";
  END IF;
END $$;
--> statement-breakpoint
-- A move takes the row it leaves and the row it enters in the order of their status, the same in every transaction,
-- so two moves between the same two states of one customer wait for each other rather than deadlock.
CREATE FUNCTION "status_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "status_counts_add"(v_kind, NEW."customer_id", NEW."store_id", NEW."status"::text, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "status_counts_add"(v_kind, OLD."customer_id", OLD."store_id", OLD."status"::text, -1);
  ELSIF OLD."status"::text <= NEW."status"::text THEN
    PERFORM "status_counts_add"(v_kind, OLD."customer_id", OLD."store_id", OLD."status"::text, -1);
    PERFORM "status_counts_add"(v_kind, NEW."customer_id", NEW."store_id", NEW."status"::text, 1);
  ELSE
    PERFORM "status_counts_add"(v_kind, NEW."customer_id", NEW."store_id", NEW."status"::text, 1);
    PERFORM "status_counts_add"(v_kind, OLD."customer_id", OLD."store_id", OLD."status"::text, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "parcels", "waybills" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER "parcels_status_counts_insert_delete" AFTER INSERT OR DELETE ON "parcels"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_keep"('parcel');
--> statement-breakpoint
CREATE TRIGGER "parcels_status_counts_update" AFTER UPDATE OF "status", "customer_id", "store_id" ON "parcels"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."customer_id" IS DISTINCT FROM NEW."customer_id"
    OR OLD."store_id" IS DISTINCT FROM NEW."store_id")
  EXECUTE FUNCTION "status_counts_keep"('parcel');
--> statement-breakpoint
CREATE TRIGGER "waybills_status_counts_insert_delete" AFTER INSERT OR DELETE ON "waybills"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_keep"('waybill');
--> statement-breakpoint
CREATE TRIGGER "waybills_status_counts_update" AFTER UPDATE OF "status", "customer_id", "store_id" ON "waybills"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."customer_id" IS DISTINCT FROM NEW."customer_id"
    OR OLD."store_id" IS DISTINCT FROM NEW."store_id")
  EXECUTE FUNCTION "status_counts_keep"('waybill');
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

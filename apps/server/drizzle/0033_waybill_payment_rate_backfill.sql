-- Payments made before charge_per_aud was kept: the rate in force on the day each was made (the latest on or before
-- its UTC date, among the rates that existed then), which is what its total was worked out at unless staff later
-- overwrote that rate (a correction of the same day's row keeps the row).
UPDATE "waybill_payments" AS "payment"
SET "charge_per_aud" = CASE
  WHEN "currency"."code" = 'AUD' THEN 1
  ELSE (
    SELECT "rate"."per_aud"
    FROM "exchange_rates" AS "rate"
    WHERE "rate"."currency_id" = "payment"."currency_id"
      AND "rate"."effective_on" <= ("payment"."created_at" AT TIME ZONE 'UTC')::date
      AND "rate"."created_at" <= "payment"."created_at"
    ORDER BY "rate"."effective_on" DESC
    LIMIT 1
  )
END
FROM "currencies" AS "currency"
WHERE "currency"."id" = "payment"."currency_id" AND "payment"."charge_per_aud" IS NULL;

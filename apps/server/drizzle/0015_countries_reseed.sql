ALTER TABLE "countries" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "quoted_chargeable_grams" integer;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "quoted_total" bigint;--> statement-breakpoint
UPDATE "countries" SET "retired" = true WHERE "id" IN (70, 199, 244);--> statement-breakpoint
UPDATE "countries" SET "iso2" = 'GG', "phone_code" = '44' WHERE "id" = 91;--> statement-breakpoint
UPDATE "countries" SET "iso2" = 'JE', "phone_code" = '44' WHERE "id" = 110;--> statement-breakpoint
UPDATE "countries" SET "iso2" = 'IM', "phone_code" = '44' WHERE "id" = 136;--> statement-breakpoint
UPDATE "countries" SET "phone_code" = '381' WHERE "id" = 193;

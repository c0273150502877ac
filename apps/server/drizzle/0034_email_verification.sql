ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "outbox_held_idx" ON "outbox_messages" USING btree ("customer_id") WHERE "outbox_messages"."status" = 'held';
ALTER TABLE "products" ADD COLUMN "change_fields" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_status" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_change_waiting_idx" ON "products" USING btree ("change_at") WHERE "products"."change_status" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_change_known" CHECK ("products"."change_status" is null or ("products"."change_status" in (0, 2) and "products"."change_fields" is not null));
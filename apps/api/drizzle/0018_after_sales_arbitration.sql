ALTER TABLE "after_sales" ADD COLUMN "arbitration" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "arbitration_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "arbitrated_by" integer;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "arbitrated_at" timestamp(0);--> statement-breakpoint
CREATE INDEX "after_sales_arbitration_waiting_idx" ON "after_sales" USING btree ("create_time","id") WHERE "after_sales"."arbitration" is null and "after_sales"."audit_status" in (0, 2);--> statement-breakpoint
CREATE INDEX "after_sales_arbitrated_idx" ON "after_sales" USING btree ("arbitrated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "after_sales"."arbitration" is not null;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_arbitration_known" CHECK ("after_sales"."arbitration" is null or "after_sales"."arbitration" in ('refund', 'closed'));
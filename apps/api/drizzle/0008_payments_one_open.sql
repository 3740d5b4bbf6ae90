ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- databases made before this rule may hold several open payments of one payable: keep the newest open
UPDATE "payments" p SET "status" = 'closed' WHERE p."status" = 'unpaid' AND EXISTS (SELECT 1 FROM "payments" n WHERE n."status" = 'unpaid' AND n."subject_kind" = p."subject_kind" AND n."subject_id" = p."subject_id" AND n."user_id" = p."user_id" AND n."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_uq" ON "payments" USING btree ("subject_kind","subject_id","user_id") WHERE "payments"."status" = 'unpaid';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_known" CHECK ("payments"."refund_reason" is null or "payments"."refund_reason" in ('cancelled', 'duplicate'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('unpaid', 'closed', 'paid', 'refunded', 'refund_pending'));
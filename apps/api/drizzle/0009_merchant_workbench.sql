CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_order_no" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"refund_no" text NOT NULL,
	"status" text DEFAULT 'refund_pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_fen" > 0),
	CONSTRAINT "payment_refunds_status_known" CHECK ("payment_refunds"."status" in ('refund_pending', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "audit_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "audit_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "remarks" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "remarks" ADD COLUMN "reply_time" timestamp(0);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "after_sales" SET "company_id" = "orders"."company_id" FROM "orders" WHERE "orders"."id" = "after_sales"."order_id";--> statement-breakpoint
ALTER TABLE "after_sales" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "decide_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refund_fen" integer;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refund_mode" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "decide_time" timestamp(0);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_refund_no_uq" ON "payment_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_subject_uq" ON "payment_refunds" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_order_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'refund_pending';--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_company_list_idx" ON "products" USING btree ("company_id","audit_status","is_on_sale","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_company_idx" ON "after_sales" USING btree ("company_id","audit_status","create_time" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_audit_known" CHECK ("products"."audit_status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_total" CHECK ("orders"."refund_fen" >= 0 and "orders"."refund_fen" <= "orders"."total_fen");--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_refund_mode_known" CHECK ("after_sales"."refund_mode" is null or "after_sales"."refund_mode" in ('online', 'offline'));--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_refund_positive" CHECK ("after_sales"."refund_fen" is null or "after_sales"."refund_fen" > 0);
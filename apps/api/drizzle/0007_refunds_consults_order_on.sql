CREATE TABLE "consult_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"ispay" smallint DEFAULT 0 NOT NULL,
	"pass" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "consult_orders_amount" CHECK ("consult_orders"."amount_fen" >= 0),
	CONSTRAINT "consult_orders_ispay" CHECK ("consult_orders"."ispay" in (0, 1)),
	CONSTRAINT "consult_orders_pass" CHECK ("consult_orders"."pass" in (0, 1)),
	CONSTRAINT "consult_orders_free_is_paid" CHECK (("consult_orders"."pass" = 1 and "consult_orders"."amount_fen" = 0 and "consult_orders"."ispay" = 1) or ("consult_orders"."pass" = 0 and "consult_orders"."amount_fen" > 0))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_fen" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "source_user_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "order_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "consult_orders" ADD CONSTRAINT "consult_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consult_orders_order_no_uq" ON "consult_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_orders_free_uq" ON "consult_orders" USING btree ("user_id","expert_id") WHERE "consult_orders"."pass" = 1;--> statement-breakpoint
CREATE INDEX "consult_orders_user_idx" ON "consult_orders" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_source_idx" ON "wallet_ledger" USING btree ("user_id","source_user_id") WHERE "wallet_ledger"."source_user_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refund_fen" is null or ("payments"."refund_fen" > 0 and "payments"."refund_fen" <= "payments"."amount_fen"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('unpaid', 'paid', 'refunded', 'refund_pending'));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_order_no_placeholder" CHECK ("cart_items"."order_no" in ('', '888888'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_known" CHECK ("orders"."cancelled_by" is null or "orders"."cancelled_by" in ('buyer', 'timer'));
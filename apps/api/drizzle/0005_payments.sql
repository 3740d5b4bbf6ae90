CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"transaction_id" text,
	"code_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_fen" > 0),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('unpaid', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_no_uq" ON "payments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_id_uq" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");
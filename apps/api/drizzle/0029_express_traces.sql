CREATE TABLE "express_traces" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_express_id" integer NOT NULL,
	"com" text NOT NULL,
	"express_no" text NOT NULL,
	"state" smallint,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp(0)
);
--> statement-breakpoint
ALTER TABLE "express_traces" ADD CONSTRAINT "express_traces_order_express_id_order_express_id_fk" FOREIGN KEY ("order_express_id") REFERENCES "public"."order_express"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "express_traces_order_express_uq" ON "express_traces" USING btree ("order_express_id");--> statement-breakpoint
CREATE INDEX "express_traces_delivered_idx" ON "express_traces" USING btree ("delivered_at");
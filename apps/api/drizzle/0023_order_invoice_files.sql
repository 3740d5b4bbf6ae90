ALTER TABLE "orders" ADD COLUMN "invoice_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_time" timestamp(0);
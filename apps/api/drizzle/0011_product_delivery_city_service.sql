ALTER TABLE "products" ADD COLUMN "delivery_city_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_text" text DEFAULT '' NOT NULL;
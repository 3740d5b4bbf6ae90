ALTER TABLE "articles" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp(0);--> statement-breakpoint
CREATE INDEX "articles_status_time_idx" ON "articles" USING btree ("status","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in (0, 1, 2));
DROP INDEX "companies_list_idx";--> statement-breakpoint
DROP INDEX "experts_list_idx";--> statement-breakpoint
DROP INDEX "media_kind_time_idx";--> statement-breakpoint
DROP INDEX "media_kind_cate_time_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listed" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "listed" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "end_time" timestamp(0);--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_list_idx" ON "companies" USING btree ("audit_status","listed","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experts_list_idx" ON "experts" USING btree ("audit_status","listed","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_kind_time_idx" ON "media" USING btree ("kind","status","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_kind_cate_time_idx" ON "media" USING btree ("kind","status","cate_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_listed_check" CHECK ("companies"."listed" in (0, 1));--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_listed_check" CHECK ("experts"."listed" in (0, 1));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_status_check" CHECK ("media"."status" in (1, 2));
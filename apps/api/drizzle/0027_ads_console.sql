ALTER TABLE "ads" ADD COLUMN "start_at" timestamp(0);--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "end_at" timestamp(0);
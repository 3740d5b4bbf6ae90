ALTER TABLE "chats" DROP CONSTRAINT "chats_kind_known";--> statement-breakpoint
ALTER TABLE "chat_items" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_supplier_pair_uq" ON "chats" USING btree ("user_id","company_id") WHERE "chats"."kind" = 'supplier';--> statement-breakpoint
CREATE INDEX "chats_company_idx" ON "chats" USING btree ("company_id","update_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."kind" = 'supplier';--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_supplier_company" CHECK (("chats"."kind" = 'supplier') = ("chats"."company_id" is not null));--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_kind_known" CHECK ("chats"."kind" in ('service', 'expert', 'supplier'));
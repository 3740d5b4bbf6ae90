CREATE TABLE "wechat_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unionid" text NOT NULL,
	"openid" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD COLUMN "browser_key_hash" text;--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD COLUMN "wechat_unionid" text;--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD COLUMN "wechat_openid" text;--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD COLUMN "wechat_nickname" text;--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD COLUMN "identified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wechat_accounts" ADD CONSTRAINT "wechat_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_accounts_user_id_uq" ON "wechat_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_accounts_unionid_uq" ON "wechat_accounts" USING btree ("unionid");
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"b_type" text NOT NULL,
	"xid" integer NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"pcode" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'product' NOT NULL,
	"cate_id" integer,
	"sub_cate_id" integer,
	"s_sub_cate_id" integer,
	"recommend_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"min_amount" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"use_profit_jifen_rate" integer DEFAULT 0 NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"att" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"att_item_price" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"param_item" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_on_sale" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_item_uq" ON "favourites" USING btree ("user_id","b_type","xid");--> statement-breakpoint
CREATE INDEX "favourites_user_list_idx" ON "favourites" USING btree ("user_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("is_on_sale","product_type","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_cate_idx" ON "products" USING btree ("cate_id","sub_cate_id","s_sub_cate_id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "products_recommend_ids_idx" ON "products" USING gin ("recommend_ids");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
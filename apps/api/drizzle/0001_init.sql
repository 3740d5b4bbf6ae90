CREATE TABLE "ads" (
	"id" integer PRIMARY KEY NOT NULL,
	"cate_value" text NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"idx" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"channel" text NOT NULL,
	"cate_id" integer,
	"intro" text DEFAULT '' NOT NULL,
	"add_from" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"cover" text,
	"resource_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommend_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"cate_id" integer PRIMARY KEY NOT NULL,
	"cate_name" text NOT NULL,
	"cate_value" text DEFAULT '' NOT NULL,
	"p_cate_value" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_recommend" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"license_file" text DEFAULT '' NOT NULL,
	"license_name" text DEFAULT '' NOT NULL,
	"cert_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"cates" integer[] DEFAULT '{}'::int[] NOT NULL,
	"sub_cate_id" integer,
	"recommend_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"county_code" text DEFAULT '' NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"image" text,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sex" text DEFAULT 'male' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"avatar" text,
	"cert_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"industrys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"fields" integer[] DEFAULT '{}'::int[] NOT NULL,
	"specials" integer[] DEFAULT '{}'::int[] NOT NULL,
	"supplys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"recommend_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"expert" text DEFAULT '' NOT NULL,
	"technology" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_infos" (
	"id" integer PRIMARY KEY NOT NULL,
	"cate_id" integer NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_url" text DEFAULT '' NOT NULL,
	"cover" text,
	"cate_id" integer,
	"click_amount" integer DEFAULT 0 NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"resource_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"usecate" text NOT NULL,
	"code" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"usecate" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"cate_id" integer,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover" text,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_account" text NOT NULL,
	"user_mobile" text NOT NULL,
	"email" text,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{member}'::text[] NOT NULL,
	"is_cust_user" smallint DEFAULT 0 NOT NULL,
	"is_expert" smallint DEFAULT 0 NOT NULL,
	"profit_money" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"user_money" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"profit_jifen" integer DEFAULT 0 NOT NULL,
	"parent_user_id" integer,
	"province" text DEFAULT '' NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"county_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_money_nonneg" CHECK ("users"."user_money" >= 0 and "users"."profit_money" >= 0 and "users"."profit_jifen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wechat_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"confirmed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_infos" ADD CONSTRAINT "help_infos_cate_id_categories_cate_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."categories"("cate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD CONSTRAINT "wechat_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_cate_value_idx" ON "ads" USING btree ("cate_value","sort","id");--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id","idx");--> statement-breakpoint
CREATE INDEX "areas_name_idx" ON "areas" USING btree ("name");--> statement-breakpoint
CREATE INDEX "articles_channel_time_idx" ON "articles" USING btree ("channel","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_cate_time_idx" ON "articles" USING btree ("cate_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_time_idx" ON "articles" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_recommend_ids_idx" ON "articles" USING gin ("recommend_ids");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_p_cate_value_idx" ON "categories" USING btree ("p_cate_value","parent_id","sort","cate_id");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "companies_list_idx" ON "companies" USING btree ("audit_status","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_user_id_idx" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_cates_idx" ON "companies" USING gin ("cates");--> statement-breakpoint
CREATE INDEX "companies_recommend_ids_idx" ON "companies" USING gin ("recommend_ids");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_products_company_idx" ON "company_products" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "experts_list_idx" ON "experts" USING btree ("audit_status","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experts_user_id_idx" ON "experts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experts_industrys_idx" ON "experts" USING gin ("industrys");--> statement-breakpoint
CREATE INDEX "experts_fields_idx" ON "experts" USING gin ("fields");--> statement-breakpoint
CREATE INDEX "experts_specials_idx" ON "experts" USING gin ("specials");--> statement-breakpoint
CREATE INDEX "experts_supplys_idx" ON "experts" USING gin ("supplys");--> statement-breakpoint
CREATE INDEX "experts_recommend_ids_idx" ON "experts" USING gin ("recommend_ids");--> statement-breakpoint
CREATE INDEX "experts_name_trgm_idx" ON "experts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_infos_cate_idx" ON "help_infos" USING btree ("cate_id","sort","id");--> statement-breakpoint
CREATE INDEX "media_kind_time_idx" ON "media" USING btree ("kind","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_kind_cate_time_idx" ON "media" USING btree ("kind","cate_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_name_trgm_idx" ON "media" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_codes_phone_usecate_idx" ON "sms_codes" USING btree ("phone","usecate","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_created_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_created_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "tokens_user_id_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trainings_time_idx" ON "trainings" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trainings_cate_time_idx" ON "trainings" USING btree ("cate_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trainings_name_trgm_idx" ON "trainings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_mobile_uq" ON "users" USING btree ("user_mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_account_uq" ON "users" USING btree ("user_account");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_parent_user_id_idx" ON "users" USING btree ("parent_user_id");
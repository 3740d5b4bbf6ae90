CREATE TABLE "dict_data" (
	"dict_code" integer PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"dict_value" text NOT NULL,
	"dict_label" text NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"att_item_ids" text NOT NULL,
	"att_item_names" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_skus_stock_nonnegative" CHECK ("product_skus"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"phone" text NOT NULL,
	"id_number" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"file_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_type" text DEFAULT '' NOT NULL,
	"pay_type" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('unpaid', 'paid', 'cancelled')),
	CONSTRAINT "bookings_amount_nonneg" CHECK ("bookings"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"quote_time" timestamp(0),
	"valid_until" timestamp(0),
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_describe" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"expected_price" text DEFAULT '' NOT NULL,
	"product_img" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inquiry_items_quantity_min" CHECK ("inquiry_items"."quantity" >= 1),
	CONSTRAINT "inquiry_items_expected_price_digits" CHECK ("inquiry_items"."expected_price" ~ '^[0-9]*$')
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "inquiry_quotes_price_positive" CHECK ("inquiry_quotes"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_number" text NOT NULL,
	"update_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"total" integer NOT NULL,
	"cur_total" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "points_ledger_cur_total_nonneg" CHECK ("points_ledger"."cur_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sign_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "wallet_ledger_balance_nonneg" CHECK ("wallet_ledger"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "cart_items_amount_positive" CHECK ("cart_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"xcate" text NOT NULL,
	"xid" integer NOT NULL,
	"item_id" integer DEFAULT 0 NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"score" numeric(2, 1) NOT NULL,
	"file_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "remarks_xcate_known" CHECK ("remarks"."xcate" in ('product', 'expert')),
	CONSTRAINT "remarks_score_range" CHECK ("remarks"."score" >= 0.5 and "remarks"."score" <= 5 and "remarks"."score" * 2 = floor("remarks"."score" * 2))
);
--> statement-breakpoint
CREATE TABLE "chat_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"message" text NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	"is_del" smallint DEFAULT 0 NOT NULL,
	"is_to_del" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_items_length" CHECK (char_length("chat_items"."message") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"expert_id" integer DEFAULT 0 NOT NULL,
	"is_confirm" smallint DEFAULT 0 NOT NULL,
	"pass" smallint DEFAULT 0 NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"user_read_id" integer DEFAULT 0 NOT NULL,
	"to_user_read_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	"update_time" timestamp(0) NOT NULL,
	CONSTRAINT "chats_kind_known" CHECK ("chats"."kind" in ('service', 'expert')),
	CONSTRAINT "chats_two_sides" CHECK ("chats"."user_id" <> "chats"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text DEFAULT 'product' NOT NULL,
	"sku_code" text DEFAULT '' NOT NULL,
	"atts_items_ids" text DEFAULT '' NOT NULL,
	"atts_items_names" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"amount" integer NOT NULL,
	"use_profit_jifen_rate" integer DEFAULT 0 NOT NULL,
	"use_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_amount_positive" CHECK ("order_items"."amount" > 0 and "order_items"."price_fen" >= 0 and "order_items"."use_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"main_order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"idem_key" text NOT NULL,
	"order_cate" text DEFAULT 'product' NOT NULL,
	"pay_cate" smallint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"ispay" smallint DEFAULT 0 NOT NULL,
	"isexpress" smallint DEFAULT 0 NOT NULL,
	"isconfirm" smallint DEFAULT 0 NOT NULL,
	"pay_order_no" text,
	"goods_fen" integer NOT NULL,
	"express_fee_fen" integer NOT NULL,
	"use_points" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"province_name" text DEFAULT '' NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"county_name" text DEFAULT '' NOT NULL,
	"county_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contains_invoice" smallint DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"invoice_address_id" integer,
	"order_invoice_type" text DEFAULT '' NOT NULL,
	"invoice_info" jsonb,
	"invoice_address_info" jsonb,
	"delivery" text DEFAULT '' NOT NULL,
	"expected_delivery" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"remark_file_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remit_code" text DEFAULT '' NOT NULL,
	"transfer_receipt" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	"pay_time" timestamp(0),
	"express_time" timestamp(0),
	"confirm_time" timestamp(0),
	"cancel_time" timestamp(0),
	"pay_deadline" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('active', 'cancelled')),
	CONSTRAINT "orders_pay_cate_known" CHECK ("orders"."pay_cate" in (0, 1)),
	CONSTRAINT "orders_flags" CHECK ("orders"."ispay" in (0, 1) and "orders"."isexpress" in (0, 1) and "orders"."isconfirm" in (0, 1)),
	CONSTRAINT "orders_amounts" CHECK ("orders"."goods_fen" >= 0 and "orders"."express_fee_fen" >= 0 and "orders"."use_points" >= 0 and "orders"."total_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"province_name" text NOT NULL,
	"province_code" text NOT NULL,
	"city_name" text NOT NULL,
	"city_code" text NOT NULL,
	"county_name" text NOT NULL,
	"county_code" text NOT NULL,
	"address" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"sync" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "addresses_type_known" CHECK ("addresses"."type" in (0, 1)),
	CONSTRAINT "addresses_flags" CHECK ("addresses"."is_default" in (0, 1) and "addresses"."sync" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "invoice_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_type" smallint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"identification" text DEFAULT '' NOT NULL,
	"reg_address" text DEFAULT '' NOT NULL,
	"reg_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "invoice_profiles_type_known" CHECK ("invoice_profiles"."invoice_type" in (0, 1)),
	CONSTRAINT "invoice_profiles_default_flag" CHECK ("invoice_profiles"."is_default" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"cate" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"file_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "after_sales_cate_known" CHECK ("after_sales"."cate" in ('noreasonreturn', 'goodsproblem', 'others')),
	CONSTRAINT "after_sales_audit_known" CHECK ("after_sales"."audit_status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "order_express" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"express_value" text NOT NULL,
	"express_name" text NOT NULL,
	"express_no" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"shipped_by" integer,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kind" text DEFAULT 'supplier' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "county_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_id_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "parent_user_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "file_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "audit_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_companies" ADD CONSTRAINT "inquiry_companies_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_companies" ADD CONSTRAINT "inquiry_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD CONSTRAINT "inquiry_items_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_item_id_inquiry_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inquiry_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shares" ADD CONSTRAINT "cart_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remarks" ADD CONSTRAINT "remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_items" ADD CONSTRAINT "chat_items_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_items" ADD CONSTRAINT "chat_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_items" ADD CONSTRAINT "chat_items_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_express" ADD CONSTRAINT "order_express_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_express" ADD CONSTRAINT "order_express_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_type_value_uq" ON "dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE INDEX "dict_data_type_sort_idx" ON "dict_data" USING btree ("dict_type","dict_sort","dict_code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_skus_product_items_uq" ON "product_skus" USING btree ("product_id","att_item_ids");--> statement-breakpoint
CREATE INDEX "bookings_user_list_idx" ON "bookings" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_person_uq" ON "bookings" USING btree ("training_id","id_number") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_order_no_uq" ON "inquiries" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "inquiries_user_list_idx" ON "inquiries" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_companies_uq" ON "inquiry_companies" USING btree ("inquiry_id","company_id");--> statement-breakpoint
CREATE INDEX "inquiry_companies_company_idx" ON "inquiry_companies" USING btree ("company_id","inquiry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_items_inquiry_idx" ON "inquiry_items" USING btree ("inquiry_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_quotes_item_company_uq" ON "inquiry_quotes" USING btree ("item_id","company_id");--> statement-breakpoint
CREATE INDEX "inquiry_quotes_inquiry_idx" ON "inquiry_quotes" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_user_uq" ON "bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_list_idx" ON "points_ledger" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sign_records_user_day_uq" ON "sign_records" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "sign_records_user_list_idx" ON "sign_records" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_list_idx" ON "wallet_ledger" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_uq" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_shares_code_uq" ON "cart_shares" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "remarks_user_subject_uq" ON "remarks" USING btree ("user_id","xcate","xid","order_no","item_id");--> statement-breakpoint
CREATE INDEX "remarks_subject_idx" ON "remarks" USING btree ("xcate","xid","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_items_chat_idx" ON "chat_items" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "chat_tickets_expires_idx" ON "chat_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_service_pair_uq" ON "chats" USING btree ("user_id","to_user_id") WHERE "chats"."kind" = 'service';--> statement-breakpoint
CREATE UNIQUE INDEX "chats_expert_order_uq" ON "chats" USING btree ("order_no") WHERE "chats"."kind" = 'expert';--> statement-breakpoint
CREATE INDEX "chats_user_idx" ON "chats" USING btree ("user_id","kind","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_to_user_idx" ON "chats" USING btree ("to_user_id","kind","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idem_uq" ON "orders" USING btree ("user_id","idem_key","company_id");--> statement-breakpoint
CREATE INDEX "orders_main_no_idx" ON "orders" USING btree ("main_order_no");--> statement-breakpoint
CREATE INDEX "orders_pay_no_idx" ON "orders" USING btree ("pay_order_no");--> statement-breakpoint
CREATE INDEX "orders_user_list_idx" ON "orders" USING btree ("user_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_list_idx" ON "orders" USING btree ("company_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."state" = 'active' and "orders"."ispay" = 0;--> statement-breakpoint
CREATE INDEX "addresses_user_list_idx" ON "addresses" USING btree ("user_id","type","is_default" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("user_id","type") WHERE "addresses"."is_default" = 1;--> statement-breakpoint
CREATE INDEX "invoice_profiles_user_list_idx" ON "invoice_profiles" USING btree ("user_id","is_default" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_profiles_one_default_uq" ON "invoice_profiles" USING btree ("user_id") WHERE "invoice_profiles"."is_default" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_order_uq" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_user_idx" ON "after_sales" USING btree ("user_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_express_order_uq" ON "order_express" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_express_no_idx" ON "order_express" USING btree ("express_value","express_no");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_enterprise_user_uq" ON "companies" USING btree ("user_id") WHERE "companies"."kind" = 'enterprise' and "companies"."user_id" > 0;--> statement-breakpoint
CREATE INDEX "companies_user_time_idx" ON "companies" USING btree ("user_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_kind_ck" CHECK ("companies"."kind" in ('supplier', 'enterprise'));
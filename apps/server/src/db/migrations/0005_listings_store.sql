CREATE TABLE "housekeeping_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"years" smallint DEFAULT 0 NOT NULL,
	"price_from_fen" bigint,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "housekeeping_items_status_ck" CHECK ("housekeeping_items"."status" in ('active','closed'))
);
--> statement-breakpoint
CREATE TABLE "housing" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer NOT NULL,
	"top_category_id" integer NOT NULL,
	"price_wan" numeric(12, 2) NOT NULL,
	"area" numeric(10, 2) NOT NULL,
	"room" smallint NOT NULL,
	"hall" smallint NOT NULL,
	"toilet" smallint NOT NULL,
	"orientation" text NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"decoration" text NOT NULL,
	"type" text NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"subway" text DEFAULT '' NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"has_vr" boolean DEFAULT false NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"is_flat" boolean DEFAULT false NOT NULL,
	CONSTRAINT "housing_status_ck" CHECK ("housing"."status" in ('active','closed')),
	CONSTRAINT "housing_positive_ck" CHECK ("housing"."price_wan" > 0 and "housing"."area" > 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_type" text NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"education" text DEFAULT 'any' NOT NULL,
	"experience" text DEFAULT 'any' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"salary_min" integer NOT NULL,
	"salary_max" integer NOT NULL,
	"talkable" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"company" text NOT NULL,
	CONSTRAINT "jobs_status_ck" CHECK ("jobs"."status" in ('active','closed')),
	CONSTRAINT "jobs_salary_ck" CHECK ("jobs"."salary_max" >= "jobs"."salary_min")
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"price_fen" bigint,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_items_status_ck" CHECK ("sale_items"."status" in ('active','closed'))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"site_url" text,
	"embeddable" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_site_url_ck" CHECK ("merchants"."site_url" is null or "merchants"."site_url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_qty_ck" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"total_fen" bigint NOT NULL,
	"contact" jsonb NOT NULL,
	"ledger_transaction_id" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_fen" bigint NOT NULL,
	"stock" integer NOT NULL,
	"warning_level" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_ck" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_ck" CHECK ("products"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_check_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"stock_at_creation" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "stock_check_tasks_status_ck" CHECK ("stock_check_tasks"."status" in ('open','done'))
);
--> statement-breakpoint
ALTER TABLE "housekeeping_items" ADD CONSTRAINT "housekeeping_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "housing" ADD CONSTRAINT "housing_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_check_tasks" ADD CONSTRAINT "stock_check_tasks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "housekeeping_items_list_idx" ON "housekeeping_items" USING btree ("category","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "housekeeping_items_owner_idx" ON "housekeeping_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "housekeeping_items_search_idx" ON "housekeeping_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "housing_list_idx" ON "housing" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "housing_category_idx" ON "housing" USING btree ("category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "housing_top_category_idx" ON "housing" USING btree ("top_category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "housing_price_idx" ON "housing" USING btree ("price_wan");--> statement-breakpoint
CREATE INDEX "housing_owner_idx" ON "housing" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "housing_search_idx" ON "housing" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_list_idx" ON "jobs" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sale_items_list_idx" ON "sale_items" USING btree ("category","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sale_items_owner_idx" ON "sale_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sale_items_search_idx" ON "sale_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_default_uq" ON "contacts" USING btree ("user_id") WHERE "contacts"."is_default";--> statement-breakpoint
CREATE INDEX "merchants_owner_idx" ON "merchants" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("buyer_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "products_warning_idx" ON "products" USING btree ("id") WHERE "products"."stock" <= "products"."warning_level";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_check_tasks_open_uq" ON "stock_check_tasks" USING btree ("product_id") WHERE "stock_check_tasks"."status" = 'open';
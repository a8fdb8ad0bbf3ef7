CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_status_ck" CHECK ("reports"."status" in ('open','dismissed','actioned')),
	CONSTRAINT "reports_reason_ck" CHECK ("reports"."reason" in ('spam','fraud','offensive','illegal','other')),
	CONSTRAINT "reports_target_type_ck" CHECK ("reports"."target_type" in ('question','comment','housing','sale','housekeeping','job','product','user'))
);
--> statement-breakpoint
ALTER TABLE "housekeeping_items" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "housekeeping_items" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "housing" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "housing" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_uq" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_review_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."review" = 'waiting';--> statement-breakpoint
ALTER TABLE "housekeeping_items" ADD CONSTRAINT "housekeeping_items_moderation_ck" CHECK ("housekeeping_items"."moderation" in ('pending','hidden','rejected'));--> statement-breakpoint
ALTER TABLE "housing" ADD CONSTRAINT "housing_moderation_ck" CHECK ("housing"."moderation" in ('pending','hidden','rejected'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_moderation_ck" CHECK ("jobs"."moderation" in ('pending','hidden','rejected'));--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_moderation_ck" CHECK ("sale_items"."moderation" in ('pending','hidden','rejected'));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_moderation_ck" CHECK ("comments"."moderation" in ('pending','hidden','rejected'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_moderation_ck" CHECK ("questions"."moderation" in ('pending','hidden','rejected'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderation_ck" CHECK ("products"."moderation" in ('pending','hidden','rejected'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_review_ck" CHECK ("payment_orders"."review" in ('waiting','approved','rejected'));
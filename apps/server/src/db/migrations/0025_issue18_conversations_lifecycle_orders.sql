CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_not_empty_ck" CHECK ("conversation_messages"."text" <> '' or "conversation_messages"."image_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"starter_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starter_read_id" integer DEFAULT 0 NOT NULL,
	"peer_read_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_not_self_ck" CHECK ("conversations"."starter_id" <> "conversations"."peer_id"),
	CONSTRAINT "conversations_subject_ck" CHECK ("conversations"."subject_kind" in ('housing','sale','housekeeping','job','product','merchant','user'))
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self_ck" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "listing_favorites" (
	"kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_favorites_kind_listing_id_user_id_pk" PRIMARY KEY("kind","listing_id","user_id"),
	CONSTRAINT "listing_favorites_kind_ck" CHECK ("listing_favorites"."kind" in ('housing','sale','housekeeping','job'))
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_views_kind_listing_id_viewer_day_pk" PRIMARY KEY("kind","listing_id","viewer","day"),
	CONSTRAINT "listing_views_kind_ck" CHECK ("listing_views"."kind" in ('housing','sale','housekeeping','job'))
);
--> statement-breakpoint
ALTER TABLE "housekeeping_items" DROP CONSTRAINT "housekeeping_items_status_ck";--> statement-breakpoint
ALTER TABLE "housing" DROP CONSTRAINT "housing_status_ck";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_ck";--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_status_ck";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_ck";--> statement-breakpoint
ALTER TABLE "housekeeping_items" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "housekeeping_items" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "housing" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "housing" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_starter_id_users_id_fk" FOREIGN KEY ("starter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_favorites" ADD CONSTRAINT "listing_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_subject_uq" ON "conversations" USING btree ("starter_id","peer_id","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "conversations_starter_idx" ON "conversations" USING btree ("starter_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_peer_idx" ON "conversations" USING btree ("peer_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "listing_favorites_user_idx" ON "listing_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_views_day_idx" ON "listing_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "housekeeping_items_expiry_idx" ON "housekeeping_items" USING btree ("expires_at") WHERE "housekeeping_items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "housing_expiry_idx" ON "housing" USING btree ("expires_at") WHERE "housing"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_expiry_idx" ON "jobs" USING btree ("expires_at") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sale_items_expiry_idx" ON "sale_items" USING btree ("expires_at") WHERE "sale_items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "order_lines_merchant_idx" ON "order_lines" USING btree ("merchant_id","order_id");--> statement-breakpoint
ALTER TABLE "housekeeping_items" ADD CONSTRAINT "housekeeping_items_status_ck" CHECK ("housekeeping_items"."status" in ('active','sold','closed','expired'));--> statement-breakpoint
ALTER TABLE "housing" ADD CONSTRAINT "housing_status_ck" CHECK ("housing"."status" in ('active','sold','closed','expired'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_ck" CHECK ("jobs"."status" in ('active','sold','closed','expired'));--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_status_ck" CHECK ("sale_items"."status" in ('active','sold','closed','expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('paid','shipped','completed','cancelled'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_ck" CHECK ("reports"."target_type" in ('question','comment','housing','sale','housekeeping','job','product','user','conversation'));--> statement-breakpoint
-- Housing cities come from a fixed list of short names (issue 18): "北京市" and "北京" were two cities.
UPDATE "housing" SET "city" = left("city", char_length("city") - 1) WHERE "city" LIKE '%市' AND char_length("city") > 2;

ALTER TABLE "messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "group_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_open_group_idx" ON "messages" USING btree ("user_id","group_key") WHERE "messages"."is_read" = false and "messages"."group_key" is not null;
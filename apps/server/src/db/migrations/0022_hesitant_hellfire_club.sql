ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE "users"."status" = 'banned';
CREATE TABLE "expert_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel_id" integer,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "expert_applications_kind_ck" CHECK ("expert_applications"."kind" in ('apply','channel_change')),
	CONSTRAINT "expert_applications_status_ck" CHECK ("expert_applications"."status" in ('pending','approved','rejected','withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "status" text DEFAULT 'applicant' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "expert_channel_id" integer;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_one_pending_uq" ON "expert_applications" USING btree ("user_id") WHERE "expert_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "expert_applications_status_idx" ON "expert_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expert_applications_user_idx" ON "expert_applications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_expert_channel_id_channels_id_fk" FOREIGN KEY ("expert_channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_status_ck" CHECK ("experts"."status" in ('applicant','approved','revoked'));--> statement-breakpoint
-- Experts who upgraded themselves before approval existed are not trusted: each becomes a pending
-- application for the channel and categories it had chosen, and loses the role until an admin approves.
INSERT INTO "expert_applications" ("expert_id", "user_id", "kind", "channel_id", "category_ids", "status")
  SELECT "id", "user_id", 'apply', "channel_id", "category_ids", 'pending' FROM "experts";--> statement-breakpoint
UPDATE "users" SET "role" = 'user', "expert_id" = NULL WHERE "role" = 'expert';

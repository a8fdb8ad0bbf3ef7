CREATE INDEX "housekeeping_items_held_idx" ON "housekeeping_items" USING btree ("created_at") WHERE "housekeeping_items"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "housing_held_idx" ON "housing" USING btree ("created_at") WHERE "housing"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_held_idx" ON "jobs" USING btree ("created_at") WHERE "jobs"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "sale_items_held_idx" ON "sale_items" USING btree ("created_at") WHERE "sale_items"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "comments_held_idx" ON "comments" USING btree ("created_at") WHERE "comments"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "questions_held_idx" ON "questions" USING btree ("created_at") WHERE "questions"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "products_held_idx" ON "products" USING btree ("created_at") WHERE "products"."moderation" = 'pending';
DROP INDEX "housekeeping_items_search_idx";--> statement-breakpoint
DROP INDEX "housing_search_idx";--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "sale_items_search_idx";--> statement-breakpoint
CREATE INDEX "housekeeping_items_search_idx" ON "housekeeping_items" USING gin ("search_vector") WHERE "housekeeping_items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "housing_search_idx" ON "housing" USING gin ("search_vector") WHERE "housing"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sale_items_search_idx" ON "sale_items" USING gin ("search_vector") WHERE "sale_items"."status" = 'active';
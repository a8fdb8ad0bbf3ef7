-- Claims of the old two-step scheme that never got their reply (a crash between claim and reply)
-- would answer 409 forever: drop them; the new scheme commits claim and reply together.
DELETE FROM "idempotency_keys" WHERE "response" IS NULL OR "status_code" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");

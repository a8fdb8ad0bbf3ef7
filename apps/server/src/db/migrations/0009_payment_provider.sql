ALTER TABLE "payment_orders" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- Sandbox recharges still pending from before the provider interface: the sandbox completes orders
-- that carry its checkout reference. Pending withdrawals are submitted by the payout dispatcher.
UPDATE "payment_orders" SET "provider_ref" = 'sbx_chk_' || "id" WHERE "provider" = 'sandbox' AND "kind" = 'recharge' AND "status" = 'pending' AND "provider_ref" IS NULL;

ALTER TABLE "coupon_records" ADD COLUMN "expiry_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coupon_records_expiry_idx" ON "coupon_records" USING btree ("coupon_id") WHERE "coupon_records"."used_at" is null and "coupon_records"."expiry_notified_at" is null;--> statement-breakpoint
-- Live unread counts: every new message or read-state change is announced on the channel
-- "messages_changed" with the recipient's id. NOTIFY is delivered at commit, so listeners in every
-- server process see it exactly when the message exists (see modules/messages/live.ts).
CREATE OR REPLACE FUNCTION notify_message_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('messages_changed', NEW.user_id::text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER messages_notify_change AFTER INSERT OR UPDATE OF is_read ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_message_change();

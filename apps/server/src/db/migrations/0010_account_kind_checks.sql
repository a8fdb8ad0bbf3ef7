ALTER TABLE "accounts" DROP CONSTRAINT "accounts_no_overdraft_ck";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "allow_negative";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_ck" CHECK ("accounts"."kind" in ('user_available', 'withdrawals_pending', 'question_escrow', 'platform_cash', 'platform_promotions'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_ck" CHECK (case
        when "accounts"."kind" in ('user_available', 'withdrawals_pending') then "accounts"."user_id" is not null and "accounts"."question_id" is null
        when "accounts"."kind" = 'question_escrow' then "accounts"."question_id" is not null and "accounts"."user_id" is null
        else "accounts"."user_id" is null and "accounts"."question_id" is null
      end);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_no_overdraft_ck" CHECK ("accounts"."kind" in ('platform_cash', 'platform_promotions') or "accounts"."balance_fen" >= 0);
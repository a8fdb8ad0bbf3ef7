DROP INDEX "appeals_question_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_comment_uq" ON "appeals" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_question_appellant_uq" ON "appeals" USING btree ("question_id","appellant_id");
CREATE TABLE "question_uploads" (
	"upload_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "question_uploads_upload_id_question_id_pk" PRIMARY KEY("upload_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "question_uploads" ADD CONSTRAINT "question_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_uploads" ADD CONSTRAINT "question_uploads_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Questions posted before uploads were linked: their files and their comments' files (uploads of the
-- question's or comment's author only).
INSERT INTO "question_uploads" ("upload_id", "question_id")
SELECT DISTINCT "u"."id", "x"."question_id" FROM (
  SELECT "q"."id" AS "question_id", "q"."user_id" AS "author_id", "f"."url"
  FROM "questions" "q" CROSS JOIN LATERAL jsonb_array_elements_text("q"."files") AS "f"("url")
  UNION ALL
  SELECT "c"."question_id", "c"."user_id", "f"."url"
  FROM "comments" "c" CROSS JOIN LATERAL jsonb_array_elements_text("c"."files") AS "f"("url")
) "x"
JOIN "uploads" "u" ON "u"."owner_id" = "x"."author_id"
  AND "u"."id"::text = substring("x"."url" from '^/uploads/([0-9a-f-]{36})/')
ON CONFLICT DO NOTHING;
